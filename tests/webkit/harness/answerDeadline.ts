import { Executor } from 'selenium-webdriver/http';
import type { Command } from 'selenium-webdriver/lib/command';

/** Said when the driver stops answering; the suite runs such a test once more (vitest.webkit.config.ts). */
export const noAnswer = 'WebKitWebDriver gave no answer';

/**
 * Sends each command to WebKitWebDriver, and fails it, naming it, when no answer comes within
 * `withinMs`: a driver that hangs then says so and where, instead of the test timing out in
 * silence. The default sits above the sessions' 20 s script and page-load timeouts, which no
 * command that works outlasts. Every error a command meets starts with `where()` (the route and
 * width), which the driver's own ('Node ... was not found') does not say.
 */
export class ExecutorWithDeadline extends Executor {
  constructor(
    client: ConstructorParameters<typeof Executor>[0],
    private readonly where: () => string = () => 'WebKit',
    private readonly withinMs = 30_000,
  ) {
    super(client);
  }

  override async execute(command: Command): Promise<unknown> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const message = `${noAnswer} to '${command.getName()}' in ${this.withinMs / 1000} s`;
        // Said at once as well: a test that passes when run again would otherwise leave no word.
        console.warn(`${this.where()}: ${message}`);
        reject(new Error(message));
      }, this.withinMs);
    });
    try {
      return await Promise.race([super.execute(command), deadline]);
    } catch (error) {
      if (error instanceof Error) error.message = `${this.where()}: ${error.message}`;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
