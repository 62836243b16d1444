import fs from "node:fs";
import { describe, expect, it } from "vitest";

// Each file in patches/ changes one exact version of one package. The install refuses to
// go on when a patch no longer applies, the version it targets is pinned (so an update
// cannot skip it silently), and patches/README.md says why it is kept and when it goes.
const packageJson = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides?: Record<string, string>;
};
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { version?: string }> };
const readme = fs.readFileSync("patches/README.md", "utf8");

const patches = fs
  .readdirSync("patches")
  .filter((file) => file.endsWith(".patch"))
  .map((file) => {
    const [, name, version] = /^(.+)\+(\d+\.\d+\.\d+[^+]*)\.patch$/.exec(file)!;
    return { file, name: name.replace("+", "/"), version };
  });

describe("patches", () => {
  it("stop the install when one no longer applies", () => {
    expect(packageJson.scripts.postinstall).toMatch(/^patch-package\b.*--error-on-fail/);
  });

  it("leave the framework's minified production builds alone", () => {
    expect(patches.map((patch) => patch.name)).not.toContain("react-dom");
  });

  for (const { file, name, version } of patches) {
    it(`${file}: the version is pinned exactly, installed, and documented`, () => {
      expect(packageJson.overrides?.[name] ?? packageJson.dependencies[name] ?? packageJson.devDependencies[name]).toBe(version);
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
      const section = readme.split(/^## /m).find((part) => part.startsWith(`\`${file}\``));
      expect(section, `patches/README.md has a section "## \`${file}\`"`).toBeDefined();
      for (const heading of ["Gain", "Guarded by", "Drop it when"]) expect(section, `${file}: ${heading}`).toContain(`**${heading}**`);
    });
  }
});
