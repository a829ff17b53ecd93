// Server tests run with quiet logs and never touch the developer's data folder.
process.env.LOG_LEVEL ??= "silent";
