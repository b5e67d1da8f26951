"""The dialogs of the menus: settings and new game, load, statistics, rules, keys."""
