import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { bindPort, portErrorLine, type BoundServer } from './bind-port.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DatabaseOpenError } from './db/pglite.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { readVersionResponse } from './version-routes.ts';

/**
 * Entry point: `tsx server/main.ts`. Config problems print one line and exit 1 (no stack: the
 * operator needs the variable name, not our call stack).
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(
      error instanceof ConfigError ? error.message : `Invalid configuration: ${String(error)}`,
    );
    process.exit(1);
  }
  const logger = createLogger(config);
  // The port first, before anything is opened: a second server on a taken port stops here,
  // without touching DATA_DIR (the probe's unopenable folder started that way).
  let bound: BoundServer;
  try {
    bound = await bindPort(config.PORT, config.HOST);
  } catch (error) {
    console.error(portErrorLine(error, config.PORT, config.HOST));
    process.exit(1);
  }
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      logger,
      serverFactory: bound.factory,
      isStopping: () => bound.stopping,
    });
    await app.ready();
    bound.serve();
    const address = bound.address();
    const { Version } = await readVersionResponse();
    logger.info({ address, version: Version }, `nz-weather ${Version} ready at ${address}`);
  } catch (error) {
    // Our own refusals (lock held, database unopenable) are one line for the operator.
    if (error instanceof DataDirLockedError || error instanceof DatabaseOpenError)
      console.error(error.message);
    else
      logger.fatal(
        { err: error },
        `could not start: ${error instanceof Error ? error.message : String(error)}`,
      );
    process.exit(1);
  }
  watchForShutdown(app, bound, config, logger);
  const started = Date.now();
  // After listening, so start-up is not held up; broken content files are logged now, not on first visit.
  const { pages, invalid } = await app.contentStore.preload();
  logger.info(
    { pages, invalid, ms: Date.now() - started },
    `content loaded: ${pages} pages, ${invalid.length} invalid`,
  );
}

/**
 * SIGTERM/SIGINT (issue 28, item 1): stop accepting, let every request already read finish within
 * the grace period (the app and its database stay open for them: a render still asks the
 * warnings service, a save still writes), and only then close the app, the database last.
 */
function watchForShutdown(
  app: FastifyInstance,
  bound: BoundServer,
  config: Config,
  logger: Logger,
): void {
  let stopping = false;
  const stop = (reason: string, exitCode: number): void => {
    if (stopping) {
      logger.warn({ reason }, 'second stop request; exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ reason, graceMs: config.SHUTDOWN_GRACE_MS }, 'shutting down');
    const shutdown = async (): Promise<number> => {
      const drained = await bound.drain(config.SHUTDOWN_GRACE_MS);
      if (!drained)
        logger.error(
          { graceMs: config.SHUTDOWN_GRACE_MS },
          'requests still running after the grace period; their connections were closed',
        );
      // Fastify does not close a server it did not bind itself (bind-port.ts): drain did.
      await app.close();
      return drained ? exitCode : 1;
    };
    shutdown().then(
      (code) => {
        logger.info('stopped');
        process.exit(code);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  // A forgotten promise should not take the site down; it is logged so it gets fixed.
  process.on('unhandledRejection', (reason) =>
    logger.error({ err: reason }, 'unhandled promise rejection'),
  );
  // After an uncaught exception the process state is unknown: finish what we can and exit.
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    stop('uncaughtException', 1);
  });
}

await main();
