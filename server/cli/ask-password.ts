import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { passwordProblem } from '../../shared/password-rules';

/** A prompt's input and output: the terminal, or streams that stand in for it. */
export type Terminal = { input: NodeJS.ReadableStream; output: NodeJS.WritableStream };

/** Thrown when the person stops the prompt (Ctrl+C, or Ctrl+D on an empty line): nothing is created. */
export class PromptCancelled extends Error {}

/**
 * Asks for a new password twice without echoing it, until the two match and the password meets the
 * rules; each miss says why and asks again. readline runs the terminal in raw mode and echoes what
 * is typed itself, into a stream that drops it while an answer is being typed.
 */
export async function askNewPassword({ input, output }: Terminal): Promise<string> {
  let muted = false;
  const screen = new Writable({
    write(chunk, encoding, done) {
      if (!muted) output.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input, output: screen, terminal: true });
  let stop: (err: PromptCancelled) => void = () => {};
  const stopped = new Promise<never>((_, reject) => (stop = reject));
  stopped.catch(() => {});
  const cancel = () => stop(new PromptCancelled('Cancelled: no account created.'));
  rl.on('SIGINT', cancel);
  rl.on('close', cancel);

  const askHidden = async (question: string) => {
    const answer = rl.question(question);
    answer.catch(() => {});
    muted = true;
    try {
      return await Promise.race([answer, stopped]);
    } finally {
      muted = false;
      output.write('\n');
    }
  };

  try {
    return await askUntilConfirmed(askHidden, (text) => output.write(text));
  } finally {
    rl.off('close', cancel);
    rl.close();
  }
}

async function askUntilConfirmed(ask: (question: string) => Promise<string>, say: (text: string) => void): Promise<string> {
  for (;;) {
    const password = await ask('Password: ');
    const weak = passwordProblem(password);
    if (weak) {
      say(`Password too weak: ${weak}. Try again.\n`);
      continue;
    }
    const again = await ask('Repeat the password: ');
    if (again === password) return password;
    say('The two passwords differ. Try again.\n');
  }
}
