"""Files on disk: atomic writes and bounded reads (atomic), the JSON save format
(saveformat), save files and their folder (saves), and the one-time import of
earlier versions' files (legacy)."""
