/**
 * The handlers scheduled jobs run (定时任务's 处理器). A feature declares the ones it needs in its
 * manifest (`jobs`), next to the work they do (purging its expired rows, closing unpaid orders);
 * a job in 定时任务 names one of them and gives it a schedule and a parameter.
 */
export interface JobHandlerDef<Deps> {
  /** What a job names it by (`handlerName`): a word, unique in the product. */
  name: string;
  /** What it does, in the product's language (offered when a job is created). */
  description: string;
  /**
   * One run: resolves with the text its log row keeps as 结果数据, throws when it failed (the
   * job's retries then apply). `deps` are the app's services, all built by the time jobs run;
   * `fireTime` is the schedule's moment this run is for (null for 执行一次).
   */
  run: (deps: Deps, param: string, fire: { fireTime: number | null }) => Promise<string>;
  /**
   * The job the product needs of it (a housekeeping purge, the workflow's timers): created at
   * start whenever no job names the handler, so an upgrade gets it too. To stop it, pause it; a
   * deleted one comes back at the next start.
   */
  builtIn?: { name: string; cron: string; param?: string };
}
