interface Waiting<Input, Output> {
  input: Input;
  resolve: (output: Output) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs calls that arrive while the database is busy as one group: group commit, done by the
 * application. A call made while fewer than `maxInFlight` groups are running goes at once, alone,
 * so a quiet server adds no wait; calls made while they all run wait for the first to finish and
 * then go together, up to `maxGroup` at a time. Each caller gets its own answer, or its group's
 * error: a group is one statement, so it is stored whole or not at all.
 */
export class GroupedCalls<Input, Output> {
  readonly #run: (inputs: Input[]) => Promise<Output[]>;
  readonly #maxInFlight: number;
  readonly #maxGroup: number;
  #inFlight = 0;
  #waiting: Waiting<Input, Output>[] = [];

  /**
   * @param run runs one group; answers one output per input, in the inputs' order.
   * @param maxInFlight groups running at once (each holds one database connection).
   * @param maxGroup the most calls in one group.
   */
  constructor(run: (inputs: Input[]) => Promise<Output[]>, maxInFlight: number, maxGroup: number) {
    if (maxInFlight < 1 || maxGroup < 1) throw new Error('a group needs room for one call');
    this.#run = run;
    this.#maxInFlight = maxInFlight;
    this.#maxGroup = maxGroup;
  }

  call(input: Input): Promise<Output> {
    return new Promise<Output>((resolve, reject) => {
      this.#waiting.push({ input, resolve, reject });
      if (this.#inFlight < this.#maxInFlight) this.#startGroup();
    });
  }

  #startGroup(): void {
    const group = this.#waiting.splice(0, this.#maxGroup);
    if (group.length === 0) return;
    this.#inFlight++;
    void this.#answer(group).finally(() => {
      this.#inFlight--;
      this.#startGroup();
    });
  }

  async #answer(group: Waiting<Input, Output>[]): Promise<void> {
    try {
      const outputs = await this.#run(group.map((waiting) => waiting.input));
      if (outputs.length !== group.length) {
        throw new Error(`a group of ${group.length} answered ${outputs.length}`);
      }
      for (const [i, waiting] of group.entries()) waiting.resolve(outputs[i] as Output);
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
    }
  }
}
