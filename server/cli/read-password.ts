/**
 * The password for a command, typed at a prompt that does not echo it, or piped in on standard
 * input. Either way it stays out of the shell history and out of `ps` for other users, where a
 * `--password` argument would be seen.
 */
export async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = "";
    for await (const chunk of input) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? "";
  }
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let typed = "";
    const done = (finish: () => void) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onKey);
      process.stdout.write("\n");
      finish();
    };
    const onKey = (keys: string) => {
      for (const key of keys) {
        if (key === "\r" || key === "\n") return done(() => resolve(typed));
        if (key === "\u0003") return done(() => reject(new Error("Cancelled.")));
        if (key === "\u007f" || key === "\b") typed = typed.slice(0, -1);
        else if (key >= " ") typed += key;
      }
    };
    input.on("data", onKey);
  });
}
