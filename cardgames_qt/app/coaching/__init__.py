"""The coach: hints, the analysis of a finished game and its review, Zhopa's search-backed hint."""
