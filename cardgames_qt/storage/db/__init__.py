"""The saves database: the SQLite file and its schema (database, schema, walcheck),
the games in it (gamedb), the results and statistics (results, stats)."""
