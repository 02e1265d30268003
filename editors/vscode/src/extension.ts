// The TableGen extension: starts `tdc lsp` for .td files.

import * as vscode from "vscode";
import { LanguageClient, LanguageClientOptions, RevealOutputChannelOn, ServerOptions } from "vscode-languageclient/node";
import { findExecutable, initializationOptions, notFoundMessage, resolveIncludeDirs } from "./server";

let client: LanguageClient | undefined;
let outputChannel: vscode.OutputChannel | undefined;
// Starts, stops and restarts run one after another, in the order asked.
let queue: Promise<void> = Promise.resolve();

function enqueue(step: () => Promise<void>): Promise<void> {
  queue = queue.then(step, step);
  return queue;
}

/** The first workspace folder's path, when it is on disk. */
function workspaceFolderPath(): string | undefined {
  const folder = vscode.workspace.workspaceFolders?.[0];
  return folder !== undefined && folder.uri.scheme === "file" ? folder.uri.fsPath : undefined;
}

async function showError(message: string): Promise<void> {
  const choice = await vscode.window.showErrorMessage(message, "Open Settings", "Show Output");
  if (choice === "Open Settings") {
    await vscode.commands.executeCommand("workbench.action.openSettings", "tdc.");
  } else if (choice === "Show Output") {
    outputChannel?.show(true);
  }
}

async function startServer(): Promise<void> {
  const config = vscode.workspace.getConfiguration("tdc");
  const folder = workspaceFolderPath();
  const serverPath = config.get<string>("serverPath", "tdc").trim() || "tdc";
  const command = findExecutable(serverPath, folder);
  if (command === undefined) {
    outputChannel?.appendLine(notFoundMessage(serverPath));
    void showError(notFoundMessage(serverPath));
    return;
  }
  const includeDirs = resolveIncludeDirs(config.get<unknown>("includeDirs"), folder);
  outputChannel?.appendLine(`Starting ${command} lsp` + (includeDirs.length > 0 ? ` (includeDirs: ${includeDirs.join(", ")})` : ""));

  const serverOptions: ServerOptions = {
    command,
    args: ["lsp"],
    options: folder !== undefined ? { cwd: folder } : {},
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: "file", language: "tablegen" },
      { scheme: "untitled", language: "tablegen" },
    ],
    initializationOptions: initializationOptions(includeDirs),
    outputChannel,
    revealOutputChannelOn: RevealOutputChannelOn.Never,
  };
  const next = new LanguageClient("tdc", "tdc language server", serverOptions, clientOptions);
  try {
    await next.start();
    client = next;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    void next.dispose().catch(() => undefined);
    void showError(`TableGen: the tdc language server ('${command} lsp') failed to start: ${reason}`);
  }
}

async function stopServer(): Promise<void> {
  const running = client;
  client = undefined;
  if (running !== undefined) {
    try {
      await running.dispose();
    } catch (error) {
      outputChannel?.appendLine(`Stopping the server: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function restartServer(): Promise<void> {
  return enqueue(async () => {
    await stopServer();
    await startServer();
  });
}

export function activate(context: vscode.ExtensionContext): Promise<void> {
  outputChannel = vscode.window.createOutputChannel("tdc");
  context.subscriptions.push(outputChannel);
  context.subscriptions.push(vscode.commands.registerCommand("tdc.restartServer", restartServer));
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration("tdc.serverPath") || event.affectsConfiguration("tdc.includeDirs")) {
        void restartServer();
      }
    }),
  );
  // The server reads the workspace's tdc.toml when it starts.
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (folder !== undefined) {
    const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(folder, "tdc.toml"));
    let pending: NodeJS.Timeout | undefined;
    const changed = () => {
      if (pending !== undefined) {
        clearTimeout(pending);
      }
      pending = setTimeout(() => {
        pending = undefined;
        void restartServer();
      }, 300);
    };
    context.subscriptions.push(watcher, watcher.onDidCreate(changed), watcher.onDidChange(changed), watcher.onDidDelete(changed));
  }
  return enqueue(startServer);
}

export function deactivate(): Promise<void> {
  return enqueue(stopServer);
}
