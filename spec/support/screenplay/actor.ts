/**
 * The screenplay pattern (as Serenity/JS teaches it, in this suite's own
 * terms): an actor (the visitor, the importer reading the export) has
 * abilities, performs tasks and asks questions. A step definition hands over
 * to one task or one question and states its expectation; how a task is done
 * lives in one place, whichever step or domain needs it.
 */

/** Something an actor can do with a tool: browse the site, control the clock, read the export. */
export type Ability = object;

/** The kind of an ability, by which an actor is asked for it (its class, often abstract). */
// biome-ignore lint/suspicious/noExplicitAny: a class of any constructor stands for its kind.
export type AbilityKind<A extends Ability> = abstract new (...args: any[]) => A;

/** What an actor does: one intent of the visitor ("choose a city"), told by its description. */
export interface Task {
  readonly description: string;
  performAs(actor: Actor): Promise<void>;
}

/** What an actor reads from the site ("the links' addresses"), told by its description. */
export interface Question<Answer> {
  readonly description: string;
  answeredBy(actor: Actor): Promise<Answer>;
}

/** A task from its description and how it is done. */
export function task(description: string, performAs: (actor: Actor) => Promise<void>): Task {
  return { description, performAs };
}

/** A question from its description and how it is answered. */
export function question<Answer>(description: string, answeredBy: (actor: Actor) => Promise<Answer>): Question<Answer> {
  return { description, answeredBy };
}

/** Someone in a scenario, with the abilities they were given. */
export class Actor {
  private readonly abilities: readonly Ability[];

  constructor(
    readonly name: string,
    abilities: readonly Ability[],
  ) {
    this.abilities = abilities;
  }

  /** The ability of this kind, which the actor must have been given. */
  abilityTo<A extends Ability>(kind: AbilityKind<A>): A {
    const found = this.abilities.find((ability): ability is A => ability instanceof kind);
    if (!found) throw new Error(`${this.name} cannot ${kind.name}: no such ability was given.`);
    return found;
  }

  /** Performs the tasks in order. */
  async attemptsTo(...tasks: Task[]): Promise<void> {
    for (const each of tasks) await each.performAs(this);
  }

  /** The answer to a question, as the actor reads it now. */
  asks<Answer>(asked: Question<Answer>): Promise<Answer> {
    return asked.answeredBy(this);
  }
}
