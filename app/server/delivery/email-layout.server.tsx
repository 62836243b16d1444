import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { Fragment, type CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { blocksOf, emailText, partsOf, type Block, type EmailBody, type Line } from "~/server/delivery/email-body.server";
import { companyFacts } from "~/server/platform/site-texts.server";
import type { MailAttachment, MailMessage, MailSecret } from "~/server/delivery/mail.server";
import { listUnsubscribe } from "~/server/delivery/unsubscribe.server";

// The one layout every e-mail is sent in (React Email's components), and the parts the law
// asks of the sender, which the layout adds to every message so no message can forget them:
// the business's name and postal address (CAN-SPAM) on every e-mail, and on marketing mail a
// visible one-click unsubscribe link with the List-Unsubscribe headers (RFC 8058). A message
// supplies only its subject and body (email-body.server.ts).
//
// Rendering is React's synchronous renderToStaticMarkup, behind React Email's own doctype:
// messages are composed inside SQLite write transactions, which cannot wait for the
// asynchronous render() of @react-email/render. The layout holds no Suspense or data
// fetching, so both give the same markup. This module is server-only: nothing of it reaches
// the browser bundle.

const colors = { text: "#0f172a", muted: "#475569", brand: "#1e40af", page: "#f1f5f9", rule: "#e2e8f0", buttonText: "#ffffff" };
const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: colors.page, margin: 0, padding: "16px 0", fontFamily: font },
  card: { backgroundColor: "#ffffff", borderRadius: "8px", maxWidth: "600px" },
  // Long unbroken words (an address, a code) wrap instead of widening the message on a phone.
  content: { padding: "8px 20px 16px", color: colors.text, wordBreak: "break-word" },
  brand: { fontSize: "18px", fontWeight: 700, color: colors.brand, margin: "20px 0 0" },
  paragraph: { fontSize: "16px", lineHeight: "24px", margin: "16px 0", color: colors.text },
  link: { color: colors.brand, textDecoration: "underline" },
  button: { backgroundColor: colors.brand, color: colors.buttonText, borderRadius: "6px", fontSize: "16px", fontWeight: 700, padding: "12px 20px" },
  buttonRow: { margin: "20px 0" },
  heading: { fontSize: "17px", lineHeight: "24px", fontWeight: 700, margin: "24px 0 8px", color: colors.text },
  factsTable: { borderCollapse: "collapse", margin: "16px 0", width: "100%" },
  factLabel: {
    fontSize: "14px",
    lineHeight: "20px",
    color: colors.muted,
    padding: "6px 12px 6px 0",
    verticalAlign: "top",
    width: "34%",
    borderTop: `1px solid ${colors.rule}`,
  },
  factValue: { fontSize: "15px", lineHeight: "22px", color: colors.text, padding: "6px 0", verticalAlign: "top", borderTop: `1px solid ${colors.rule}` },
  rule: { borderTop: `1px solid ${colors.rule}`, margin: "8px 0" },
  footer: { fontSize: "13px", lineHeight: "20px", color: colors.muted, margin: "8px 0" },
} satisfies Record<string, CSSProperties>;

function Words({ line }: { line: Line }) {
  return partsOf(line).map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <Link key={index} href={part.href} style={styles.link}>
        {part.label}
      </Link>
    ),
  );
}

function Lines({ lines }: { lines: Line[] }) {
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      <Words line={line} />
    </Fragment>
  ));
}

function BodyBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <Text style={styles.paragraph}>
          <Lines lines={block.lines} />
        </Text>
      );
    case "button":
      return (
        <Section style={styles.buttonRow}>
          <Button href={block.href} style={styles.button}>
            {block.label}
          </Button>
        </Section>
      );
    case "heading":
      return (
        <Heading as="h2" style={styles.heading}>
          {block.text}
        </Heading>
      );
    case "facts":
      return (
        <table role="presentation" cellPadding={0} cellSpacing={0} style={styles.factsTable}>
          <tbody>
            {block.rows.map((row, index) => (
              <tr key={index}>
                <th scope="row" align="left" style={{ ...styles.factLabel, fontWeight: 400 }}>
                  {row.label}
                </th>
                <td style={styles.factValue}>
                  <Lines lines={row.lines} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

/** What the sender adds at the foot of every message: who sends it, from where, and on marketing mail how to stop it. */
export type EmailFooter = { sender: string; address: string; unsubscribeUrl: string | null };
type LayoutProps = { subject: string; body: EmailBody; footer: EmailFooter };

function footerText(footer: EmailFooter): string {
  const lines = ["--", `${footer.sender}, ${footer.address}`];
  if (footer.unsubscribeUrl) lines.push(`You get these e-mails from ${footer.sender}. Unsubscribe with one click: ${footer.unsubscribeUrl}`);
  return lines.join("\n");
}

/** The one layout: the business's name, the message's body, and the footer the sender adds. */
export function EmailLayout({ subject, body, footer }: LayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </Head>
      <Body style={styles.body}>
        <Container style={styles.card}>
          <Section style={styles.content}>
            <Text style={styles.brand}>{footer.sender}</Text>
            {blocksOf(body).map((block, index) => (
              <BodyBlock key={index} block={block} />
            ))}
            <Hr style={styles.rule} />
            <Text style={styles.footer}>
              {footer.sender}, {footer.address}
            </Text>
            {footer.unsubscribeUrl ? (
              <Text style={styles.footer}>
                You get these e-mails from {footer.sender}.{" "}
                <Link href={footer.unsubscribeUrl} style={styles.link}>
                  Unsubscribe with one click
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

// React Email's doctype: the one most mail clients render most predictably.
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The HTML part: the layout rendered at once (see the top of this file for why not render()). */
export const emailHtml = (props: LayoutProps) => DOCTYPE + renderToStaticMarkup(<EmailLayout {...props} />);

/** Who sends every message, as its footer and a receipt name them. */
export const businessIdentity = () => {
  const { name, address } = companyFacts();
  return { name, address };
};

type Envelope = { to: string; subject: string; attachments?: MailAttachment[]; secret?: MailSecret };

function compose(envelope: Envelope, body: EmailBody, unsubscribe: MailMessage["listUnsubscribe"]): MailMessage {
  const business = businessIdentity();
  const footer: EmailFooter = { sender: business.name, address: business.address, unsubscribeUrl: unsubscribe?.url ?? null };
  return {
    ...envelope,
    text: `${emailText(body)}\n\n${footerText(footer)}`,
    html: emailHtml({ subject: envelope.subject, body, footer }),
    ...(unsubscribe ? { listUnsubscribe: unsubscribe } : {}),
  };
}

/** A message its recipient needs whether or not they want our news: a receipt, a confirmation, a reset link. */
export function transactionalEmail(envelope: Envelope, body: EmailBody): MailMessage {
  return compose(envelope, body, undefined);
}

/**
 * Marketing mail: sent only to an address not on the suppression list (the sender checks),
 * with a visible unsubscribe link and the List-Unsubscribe headers (one click, RFC 8058).
 */
export function marketingEmail(envelope: Envelope, body: EmailBody): MailMessage {
  return compose(envelope, body, listUnsubscribe(envelope.to));
}
