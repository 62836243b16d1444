/**
 * A route module is bundled for the browser too. There Remix's compiler keeps only the
 * exports the browser reads (the view, `meta`, `links`, `handle`, `shouldRevalidate`,
 * `ErrorBoundary`, `clientLoader` ...) and empties every `.server` module, so a value imported
 * from a `.server` module is `undefined` in the browser. This rule reports each such value
 * that browser code reaches: from a browser export, directly or through the module's own
 * functions and constants, and from code that runs when the module loads (a top-level
 * statement or a constant's initializer; bundling keeps those even beside `loader`).
 * `loader`, `action`, `headers` and what only they use may use server values freely.
 * Type-only uses (`import type`, `typeof value`) are erased and allowed.
 */

/** The exports Remix's browser build keeps (browserSafeRouteExports in @remix-run/dev). */
const BROWSER_EXPORTS = new Set([
  "clientAction",
  "clientLoader",
  "ErrorBoundary",
  "HydrateFallback",
  "Layout",
  "default",
  "handle",
  "links",
  "meta",
  "shouldRevalidate",
]);
/** Declarations TypeScript erases. */
const TYPE_DECLARATIONS = new Set(["TSTypeAliasDeclaration", "TSInterfaceDeclaration", "TSDeclareFunction", "TSModuleDeclaration"]);
const FUNCTIONS = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"]);

/** `~/server/x.server`, `./x.server.ts`, `../.server/x`: what the compiler empties in the browser. */
const isServerModule = (source) => /\.server(\.[cm]?[jt]sx?)?$/.test(source) || /(^|\/)\.server(\/|$)/.test(source);

const namesOf = (pattern) => {
  switch (pattern?.type) {
    case "Identifier":
      return [pattern.name];
    case "ObjectPattern":
      return pattern.properties.flatMap((property) => namesOf(property.type === "RestElement" ? property.argument : property.value));
    case "ArrayPattern":
      return pattern.elements.flatMap((element) => namesOf(element));
    case "RestElement":
      return namesOf(pattern.argument);
    case "AssignmentPattern":
      return namesOf(pattern.left);
    default:
      return [];
  }
};

/**
 * The module's top-level pieces: each declaration (one per declarator) with the names it
 * declares, and whether it is a browser export or a statement run on load.
 */
function topLevelUnits(program) {
  const units = [];
  const add = (node, names, root, label = names.map((name) => `\`${name}\``).join(", ")) => units.push({ node, names, root, label });
  for (const statement of program.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    const exported = statement.type === "ExportNamedDeclaration";
    if (!declaration) {
      // export { local as name }
      for (const specifier of statement.specifiers) {
        const name = specifier.exported.name ?? specifier.exported.value;
        add(specifier, [], BROWSER_EXPORTS.has(name), `\`${name}\``);
      }
    } else if (declaration.type === "ImportDeclaration" || declaration.type === "ExportAllDeclaration" || TYPE_DECLARATIONS.has(declaration.type)) {
      continue;
    } else if (declaration.type === "ExportDefaultDeclaration") {
      add(declaration, [], true, "the default export");
    } else if (declaration.type === "VariableDeclaration") {
      for (const declarator of declaration.declarations) {
        const names = namesOf(declarator.id);
        add(declarator, names, exported && names.some((name) => BROWSER_EXPORTS.has(name)));
      }
    } else if (declaration.type === "FunctionDeclaration" || declaration.type === "ClassDeclaration") {
      const names = declaration.id ? [declaration.id.name] : [];
      add(declaration, names, exported && names.some((name) => BROWSER_EXPORTS.has(name)));
    } else {
      add(declaration, [], true, "a top-level statement");
    }
  }
  return units;
}

/**
 * Whether `identifier` is used when the module loads: not inside any function of its unit,
 * and not just given another name (`export const loader = postOnly` copies an `undefined`
 * in the browser, and harms nothing unless browser code uses that name).
 */
function runsOnLoad(identifier, unit) {
  if (identifier.parent.type === "VariableDeclarator" && identifier.parent.init === identifier) return false;
  for (let node = identifier.parent; node; node = node.parent) {
    if (FUNCTIONS.has(node.type)) return false;
    if (node === unit.node) return true;
  }
  return true;
}

/** Whether the identifier only names a value's type (`typeof value`), which TypeScript erases. */
function isInTypeQuery(identifier) {
  for (let node = identifier.parent; node; node = node.parent) {
    if (node.type === "TSTypeQuery") return true;
  }
  return false;
}

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "No value imported from a .server module in route code that runs in the browser" },
    schema: [],
    messages: {
      serverValueInBrowser:
        "`{{name}}` comes from {{source}}, which is empty in the browser bundle, but {{where}} runs in the browser. Put what the browser needs in app/lib, or use it only in loader, action or headers.",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      "Program:exit"(program) {
        const units = topLevelUnits(program);
        const unitAt = (node) => units.find((unit) => unit.node.range[0] <= node.range[0] && node.range[1] <= unit.node.range[1]);
        const scopeManager = sourceCode.scopeManager;
        const moduleScope = scopeManager.globalScope.childScopes.find((scope) => scope.type === "module") ?? scopeManager.globalScope;

        // What runs in the browser: browser exports, then every declaration of this module
        // they use, until nothing more is reached.
        const inBrowser = new Set(units.filter((unit) => unit.root));
        const runsInBrowser = (reference) => {
          if (!reference.isRead() || isInTypeQuery(reference.identifier)) return null;
          const unit = unitAt(reference.identifier);
          return unit && (inBrowser.has(unit) || runsOnLoad(reference.identifier, unit)) ? unit : null;
        };
        for (let grew = true; grew;) {
          grew = false;
          for (const variable of moduleScope.variables) {
            const declaring = units.find((unit) => unit.names.includes(variable.name));
            if (declaring && !inBrowser.has(declaring) && variable.references.some(runsInBrowser)) {
              inBrowser.add(declaring);
              grew = true;
            }
          }
        }

        for (const statement of program.body) {
          if (statement.type !== "ImportDeclaration" || statement.importKind === "type" || !isServerModule(statement.source.value)) continue;
          for (const specifier of statement.specifiers) {
            if (specifier.importKind === "type") continue;
            for (const variable of sourceCode.getDeclaredVariables(specifier)) {
              for (const reference of variable.references) {
                const unit = runsInBrowser(reference);
                if (unit)
                  context.report({
                    node: reference.identifier,
                    messageId: "serverValueInBrowser",
                    data: { name: variable.name, source: statement.source.value, where: unit.label || "code run on load" },
                  });
              }
            }
          }
        }
      },
    };
  },
};
