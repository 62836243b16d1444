import { describe, expect, it } from "vitest";
import { csvDownload, toCsv } from "~/lib/csv";

describe("toCsv", () => {
  it("quotes every field, doubles quotes, keeps commas and line breaks inside the field, ends lines with CRLF", () => {
    expect(
      toCsv(
        ["name", "note"],
        [
          ['Sam "The Glass" Smith', "a, b\nc"],
          [null, 42],
        ],
      ),
    ).toBe('"name","note"\r\n"Sam ""The Glass"" Smith","a, b\nc"\r\n"","42"\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ["+1 801 555 0142", `"'+1 801 555 0142"`],
    ["-2+3", `"'-2+3"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tcmd", `"'\tcmd"`],
    ["plain", `"plain"`],
  ])("keeps %s from running as a formula", (value, field) => {
    expect(toCsv(["x"], [[value]]).split("\r\n")[1]).toBe(field);
  });

  it("downloads as UTF-8 starting with the byte order mark, so spreadsheets read accented names right", async () => {
    const bytes = new Uint8Array(await csvDownload("names.csv", ["name"], [["José"]]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe('\uFEFF"name"\r\n"José"\r\n');
  });
});
