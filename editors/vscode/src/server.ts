// How the extension finds the tdc executable and turns its settings into
// the server's initialization options. Nothing here imports `vscode`, so the
// tests run it under plain Node.

import * as fs from "fs";
import * as os from "os";
import * as path from "path";

/** Expands `${workspaceFolder}`, `${userHome}` and a leading `~`. */
export function expandVariables(value: string, workspaceFolder: string | undefined, home: string = os.homedir()): string {
  let out = value.replace(/\$\{userHome\}/g, home);
  if (workspaceFolder !== undefined) {
    out = out.replace(/\$\{workspaceFolder\}/g, workspaceFolder);
  }
  if (out === "~") {
    return home;
  }
  if (out.startsWith("~/") || out.startsWith("~\\")) {
    return path.join(home, out.slice(2));
  }
  return out;
}

/**
 * The `tdc.includeDirs` setting as absolute paths: non-strings and empty
 * strings are dropped, variables expanded, and relative paths taken from the
 * workspace folder (when there is one; the server's working directory is the
 * same folder, so either way they mean the same directory).
 */
export function resolveIncludeDirs(setting: unknown, workspaceFolder: string | undefined, home: string = os.homedir()): string[] {
  if (!Array.isArray(setting)) {
    return [];
  }
  const dirs: string[] = [];
  for (const entry of setting) {
    if (typeof entry !== "string" || entry.trim() === "") {
      continue;
    }
    const expanded = expandVariables(entry.trim(), workspaceFolder, home);
    const dir = workspaceFolder !== undefined && !path.isAbsolute(expanded) ? path.resolve(workspaceFolder, expanded) : expanded;
    if (!dirs.includes(dir)) {
      dirs.push(dir);
    }
  }
  return dirs;
}

/**
 * The initialization options sent to `tdc lsp`. `includeDirs` is left out
 * when the setting is empty; the server searches the directories it names
 * after those of the workspace's `tdc.toml`.
 */
export function initializationOptions(includeDirs: string[]): { includeDirs?: string[] } {
  return includeDirs.length > 0 ? { includeDirs } : {};
}

function isExecutableFile(file: string, platform: NodeJS.Platform): boolean {
  try {
    if (!fs.statSync(file).isFile()) {
      return false;
    }
    if (platform !== "win32") {
      fs.accessSync(file, fs.constants.X_OK);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * The absolute path of the executable `command` names, or undefined when
 * there is none. A bare name (no directory separator) is looked up on PATH
 * (with PATHEXT's extensions on Windows); a path is taken relative to
 * `workspaceFolder` when it is not absolute.
 */
export function findExecutable(
  command: string,
  workspaceFolder: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string | undefined {
  const expanded = expandVariables(command.trim(), workspaceFolder);
  if (expanded === "") {
    return undefined;
  }
  const pathApi = platform === "win32" ? path.win32 : path.posix;
  const extensions =
    platform === "win32" ? ["", ...(env.PATHEXT ?? ".COM;.EXE;.BAT;.CMD").split(";").filter((e) => e !== "")] : [""];
  const hasSeparator = expanded.includes("/") || (platform === "win32" && expanded.includes("\\"));
  if (hasSeparator || pathApi.isAbsolute(expanded)) {
    const base = pathApi.isAbsolute(expanded) ? expanded : pathApi.resolve(workspaceFolder ?? process.cwd(), expanded);
    return extensions.map((ext) => base + ext).find((file) => isExecutableFile(file, platform));
  }
  const searchPath = (platform === "win32" ? env.Path ?? env.PATH : env.PATH) ?? "";
  for (const dir of searchPath.split(pathApi.delimiter)) {
    if (dir === "") {
      continue;
    }
    for (const ext of extensions) {
      const file = pathApi.join(dir, expanded + ext);
      if (isExecutableFile(file, platform)) {
        return file;
      }
    }
  }
  return undefined;
}

/** The message shown when the server's executable cannot be found. */
export function notFoundMessage(serverPath: string): string {
  const where = serverPath.includes("/") || serverPath.includes("\\") ? `at '${serverPath}'` : `'${serverPath}' on PATH`;
  return (
    `TableGen: cannot start the tdc language server: there is no executable ${where}. ` +
    "Build tdc (cargo build --release) and put target/release/tdc on PATH, or set \"tdc.serverPath\" to the binary."
  );
}
