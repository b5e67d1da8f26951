"""Today's code paths, frozen, so that a bench measures its ratio against them in one run:
``zhopa_today`` (the Zhopa engine before the speed work, with issue 11's rulings),
``zhopa_search_v1`` and ``gops_policy_v1`` (the opponents before the levels work).
Imported only by the benches and their equality tests."""
