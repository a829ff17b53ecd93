import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { type DatabaseHandle, openDatabase } from "../../../server/db/connection";

/**
 * The SQL an app runs, as the database receives it. The app is handed a database opened here whose Kysely
 * carries one more plugin (makeApp's `open`): the server's code is untouched, and every statement it
 * builds (queries, `sql` templates, transactions, streams) passes through the plugin, which compiles the
 * node it is given (the other plugins' work already done) with the app's own compiler.
 */
export class SqlRecorder {
  private statements: string[] | null = null;

  open = (url: string): DatabaseHandle => {
    const handle = openDatabase(url);
    const executor = handle.db.getExecutor();
    const record = (args: PluginTransformQueryArgs) =>
      this.statements?.push(executor.compileQuery(args.node, args.queryId).sql);
    const plugin: KyselyPlugin = {
      transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
        record(args);
        return args.node;
      },
      transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> =>
        args.result,
    };
    return { ...handle, db: handle.db.withPlugin(plugin) };
  };

  /** The statements `fn` makes the app run, in order, whitespace folded (parameters are the dialect's placeholders). */
  async during(fn: () => Promise<unknown>): Promise<string[]> {
    this.statements = [];
    try {
      await fn();
      return this.statements.map((s) => s.replace(/\s+/g, " ").trim());
    } finally {
      this.statements = null;
    }
  }
}
