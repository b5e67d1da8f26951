"""The ``__init__`` templates of the app's data class shapes (see records.py).

Written by tools/make_init_templates.py: do not edit. Each function here is only a
code object for records: it runs with the globals records gives it, never with this
module's (the names below only stand for them).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any


def _never(*args: Any) -> Any:
    raise RuntimeError("a template runs with the globals records gives it, never these")


_rec_sentinel: Any = None
_rec_setattr: Callable[[Any, str, Any], None] = _never
_rec_f0: Callable[[], Any] = _never
_rec_f1: Callable[[], Any] = _never
_rec_f2: Callable[[], Any] = _never
_rec_f3: Callable[[], Any] = _never
_rec_f4: Callable[[], Any] = _never
_rec_f5: Callable[[], Any] = _never
_rec_f6: Callable[[], Any] = _never
_rec_f7: Callable[[], Any] = _never
_rec_f8: Callable[[], Any] = _never
_rec_f9: Callable[[], Any] = _never
_rec_f10: Callable[[], Any] = _never
_rec_f11: Callable[[], Any] = _never
_rec_f12: Callable[[], Any] = _never
_rec_f13: Callable[[], Any] = _never
_rec_f14: Callable[[], Any] = _never
_rec_s0: Callable[[Any, Any], None] = _never
_rec_s1: Callable[[Any, Any], None] = _never
_rec_s2: Callable[[Any, Any], None] = _never
_rec_s3: Callable[[Any, Any], None] = _never
_rec_s4: Callable[[Any, Any], None] = _never
_rec_s5: Callable[[Any, Any], None] = _never
_rec_s6: Callable[[Any, Any], None] = _never
_rec_s7: Callable[[Any, Any], None] = _never
_rec_s8: Callable[[Any, Any], None] = _never
_rec_s9: Callable[[Any, Any], None] = _never
_rec_s10: Callable[[Any, Any], None] = _never
_rec_s11: Callable[[Any, Any], None] = _never
_rec_s12: Callable[[Any, Any], None] = _never
_rec_s13: Callable[[Any, Any], None] = _never
_rec_s14: Callable[[Any, Any], None] = _never
_rec_s15: Callable[[Any, Any], None] = _never
_rec_s16: Callable[[Any, Any], None] = _never
_rec_s17: Callable[[Any, Any], None] = _never
_rec_s18: Callable[[Any, Any], None] = _never
_rec_s19: Callable[[Any, Any], None] = _never
_rec_s20: Callable[[Any, Any], None] = _never
_rec_s21: Callable[[Any, Any], None] = _never
_rec_s22: Callable[[Any, Any], None] = _never
_rec_s23: Callable[[Any, Any], None] = _never
_rec_s24: Callable[[Any, Any], None] = _never
_rec_s25: Callable[[Any, Any], None] = _never
_rec_s26: Callable[[Any, Any], None] = _never
_rec_s27: Callable[[Any, Any], None] = _never
_rec_s28: Callable[[Any, Any], None] = _never
_rec_s29: Callable[[Any, Any], None] = _never
_rec_s30: Callable[[Any, Any], None] = _never
_rec_s31: Callable[[Any, Any], None] = _never
_rec_s32: Callable[[Any, Any], None] = _never
_rec_s33: Callable[[Any, Any], None] = _never
_rec_s34: Callable[[Any, Any], None] = _never
_rec_s35: Callable[[Any, Any], None] = _never
_rec_s36: Callable[[Any, Any], None] = _never
_rec_s37: Callable[[Any, Any], None] = _never
_rec_s38: Callable[[Any, Any], None] = _never
_rec_s39: Callable[[Any, Any], None] = _never
_rec_s40: Callable[[Any, Any], None] = _never
_rec_s41: Callable[[Any, Any], None] = _never
_rec_s42: Callable[[Any, Any], None] = _never
_rec_s43: Callable[[Any, Any], None] = _never


def _1_0_slot_0(
    _rec_self: Any,
    _rec_p0: Any,
) -> None:
    _rec_s0(_rec_self, _rec_p0)


def _2_0_object_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_p1)


def _2_0_slot_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
) -> None:
    _rec_s0(_rec_self, _rec_p0)
    _rec_s1(_rec_self, _rec_p1)


def _2_0_slot_1(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
) -> None:
    _rec_s0(_rec_self, _rec_p0)
    _rec_s1(_rec_self, _rec_p1)
    _rec_self.__post_init__()


def _2_1_attr_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
) -> None:
    _rec_self._rec_a0 = _rec_f0() if _rec_p0 is _rec_sentinel else _rec_p0
    _rec_self._rec_a1 = _rec_f1() if _rec_p1 is _rec_sentinel else _rec_p1


def _2_1_object_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_f0() if _rec_p0 is _rec_sentinel else _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_f1() if _rec_p1 is _rec_sentinel else _rec_p1)


def _3_0_attr_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
) -> None:
    _rec_self._rec_a0 = _rec_p0
    _rec_self._rec_a1 = _rec_p1
    _rec_self._rec_a2 = _rec_p2


def _3_0_object_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_p1)
    _rec_setattr(_rec_self, '_rec_a2', _rec_p2)


def _3_0_object_1(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_p1)
    _rec_setattr(_rec_self, '_rec_a2', _rec_p2)
    _rec_self.__post_init__()


def _3_0_slot_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
) -> None:
    _rec_s0(_rec_self, _rec_p0)
    _rec_s1(_rec_self, _rec_p1)
    _rec_s2(_rec_self, _rec_p2)


def _3_1_object_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_f0() if _rec_p0 is _rec_sentinel else _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_f1() if _rec_p1 is _rec_sentinel else _rec_p1)
    _rec_setattr(_rec_self, '_rec_a2', _rec_f2() if _rec_p2 is _rec_sentinel else _rec_p2)


def _4_0_attr_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
) -> None:
    _rec_self._rec_a0 = _rec_p0
    _rec_self._rec_a1 = _rec_p1
    _rec_self._rec_a2 = _rec_p2
    _rec_self._rec_a3 = _rec_p3


def _4_0_object_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_p1)
    _rec_setattr(_rec_self, '_rec_a2', _rec_p2)
    _rec_setattr(_rec_self, '_rec_a3', _rec_p3)


def _4_0_object_1(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_p1)
    _rec_setattr(_rec_self, '_rec_a2', _rec_p2)
    _rec_setattr(_rec_self, '_rec_a3', _rec_p3)
    _rec_self.__post_init__()


def _4_0_slot_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
) -> None:
    _rec_s0(_rec_self, _rec_p0)
    _rec_s1(_rec_self, _rec_p1)
    _rec_s2(_rec_self, _rec_p2)
    _rec_s3(_rec_self, _rec_p3)


def _4_1_attr_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
) -> None:
    _rec_self._rec_a0 = _rec_f0() if _rec_p0 is _rec_sentinel else _rec_p0
    _rec_self._rec_a1 = _rec_f1() if _rec_p1 is _rec_sentinel else _rec_p1
    _rec_self._rec_a2 = _rec_f2() if _rec_p2 is _rec_sentinel else _rec_p2
    _rec_self._rec_a3 = _rec_f3() if _rec_p3 is _rec_sentinel else _rec_p3


def _5_0_object_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_p1)
    _rec_setattr(_rec_self, '_rec_a2', _rec_p2)
    _rec_setattr(_rec_self, '_rec_a3', _rec_p3)
    _rec_setattr(_rec_self, '_rec_a4', _rec_p4)


def _5_0_slot_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
) -> None:
    _rec_s0(_rec_self, _rec_p0)
    _rec_s1(_rec_self, _rec_p1)
    _rec_s2(_rec_self, _rec_p2)
    _rec_s3(_rec_self, _rec_p3)
    _rec_s4(_rec_self, _rec_p4)


def _5_1_object_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_f0() if _rec_p0 is _rec_sentinel else _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_f1() if _rec_p1 is _rec_sentinel else _rec_p1)
    _rec_setattr(_rec_self, '_rec_a2', _rec_f2() if _rec_p2 is _rec_sentinel else _rec_p2)
    _rec_setattr(_rec_self, '_rec_a3', _rec_f3() if _rec_p3 is _rec_sentinel else _rec_p3)
    _rec_setattr(_rec_self, '_rec_a4', _rec_f4() if _rec_p4 is _rec_sentinel else _rec_p4)


def _6_0_attr_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
) -> None:
    _rec_self._rec_a0 = _rec_p0
    _rec_self._rec_a1 = _rec_p1
    _rec_self._rec_a2 = _rec_p2
    _rec_self._rec_a3 = _rec_p3
    _rec_self._rec_a4 = _rec_p4
    _rec_self._rec_a5 = _rec_p5


def _6_0_object_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_p1)
    _rec_setattr(_rec_self, '_rec_a2', _rec_p2)
    _rec_setattr(_rec_self, '_rec_a3', _rec_p3)
    _rec_setattr(_rec_self, '_rec_a4', _rec_p4)
    _rec_setattr(_rec_self, '_rec_a5', _rec_p5)


def _6_0_slot_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
) -> None:
    _rec_s0(_rec_self, _rec_p0)
    _rec_s1(_rec_self, _rec_p1)
    _rec_s2(_rec_self, _rec_p2)
    _rec_s3(_rec_self, _rec_p3)
    _rec_s4(_rec_self, _rec_p4)
    _rec_s5(_rec_self, _rec_p5)


def _6_1_attr_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
) -> None:
    _rec_self._rec_a0 = _rec_f0() if _rec_p0 is _rec_sentinel else _rec_p0
    _rec_self._rec_a1 = _rec_f1() if _rec_p1 is _rec_sentinel else _rec_p1
    _rec_self._rec_a2 = _rec_f2() if _rec_p2 is _rec_sentinel else _rec_p2
    _rec_self._rec_a3 = _rec_f3() if _rec_p3 is _rec_sentinel else _rec_p3
    _rec_self._rec_a4 = _rec_f4() if _rec_p4 is _rec_sentinel else _rec_p4
    _rec_self._rec_a5 = _rec_f5() if _rec_p5 is _rec_sentinel else _rec_p5


def _7_0_attr_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
) -> None:
    _rec_self._rec_a0 = _rec_p0
    _rec_self._rec_a1 = _rec_p1
    _rec_self._rec_a2 = _rec_p2
    _rec_self._rec_a3 = _rec_p3
    _rec_self._rec_a4 = _rec_p4
    _rec_self._rec_a5 = _rec_p5
    _rec_self._rec_a6 = _rec_p6


def _7_0_object_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_p1)
    _rec_setattr(_rec_self, '_rec_a2', _rec_p2)
    _rec_setattr(_rec_self, '_rec_a3', _rec_p3)
    _rec_setattr(_rec_self, '_rec_a4', _rec_p4)
    _rec_setattr(_rec_self, '_rec_a5', _rec_p5)
    _rec_setattr(_rec_self, '_rec_a6', _rec_p6)


def _7_0_object_1(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_p1)
    _rec_setattr(_rec_self, '_rec_a2', _rec_p2)
    _rec_setattr(_rec_self, '_rec_a3', _rec_p3)
    _rec_setattr(_rec_self, '_rec_a4', _rec_p4)
    _rec_setattr(_rec_self, '_rec_a5', _rec_p5)
    _rec_setattr(_rec_self, '_rec_a6', _rec_p6)
    _rec_self.__post_init__()


def _7_1_attr_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
) -> None:
    _rec_self._rec_a0 = _rec_f0() if _rec_p0 is _rec_sentinel else _rec_p0
    _rec_self._rec_a1 = _rec_f1() if _rec_p1 is _rec_sentinel else _rec_p1
    _rec_self._rec_a2 = _rec_f2() if _rec_p2 is _rec_sentinel else _rec_p2
    _rec_self._rec_a3 = _rec_f3() if _rec_p3 is _rec_sentinel else _rec_p3
    _rec_self._rec_a4 = _rec_f4() if _rec_p4 is _rec_sentinel else _rec_p4
    _rec_self._rec_a5 = _rec_f5() if _rec_p5 is _rec_sentinel else _rec_p5
    _rec_self._rec_a6 = _rec_f6() if _rec_p6 is _rec_sentinel else _rec_p6


def _7_1_object_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_f0() if _rec_p0 is _rec_sentinel else _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_f1() if _rec_p1 is _rec_sentinel else _rec_p1)
    _rec_setattr(_rec_self, '_rec_a2', _rec_f2() if _rec_p2 is _rec_sentinel else _rec_p2)
    _rec_setattr(_rec_self, '_rec_a3', _rec_f3() if _rec_p3 is _rec_sentinel else _rec_p3)
    _rec_setattr(_rec_self, '_rec_a4', _rec_f4() if _rec_p4 is _rec_sentinel else _rec_p4)
    _rec_setattr(_rec_self, '_rec_a5', _rec_f5() if _rec_p5 is _rec_sentinel else _rec_p5)
    _rec_setattr(_rec_self, '_rec_a6', _rec_f6() if _rec_p6 is _rec_sentinel else _rec_p6)


def _8_0_object_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_p1)
    _rec_setattr(_rec_self, '_rec_a2', _rec_p2)
    _rec_setattr(_rec_self, '_rec_a3', _rec_p3)
    _rec_setattr(_rec_self, '_rec_a4', _rec_p4)
    _rec_setattr(_rec_self, '_rec_a5', _rec_p5)
    _rec_setattr(_rec_self, '_rec_a6', _rec_p6)
    _rec_setattr(_rec_self, '_rec_a7', _rec_p7)


def _8_1_attr_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
) -> None:
    _rec_self._rec_a0 = _rec_f0() if _rec_p0 is _rec_sentinel else _rec_p0
    _rec_self._rec_a1 = _rec_f1() if _rec_p1 is _rec_sentinel else _rec_p1
    _rec_self._rec_a2 = _rec_f2() if _rec_p2 is _rec_sentinel else _rec_p2
    _rec_self._rec_a3 = _rec_f3() if _rec_p3 is _rec_sentinel else _rec_p3
    _rec_self._rec_a4 = _rec_f4() if _rec_p4 is _rec_sentinel else _rec_p4
    _rec_self._rec_a5 = _rec_f5() if _rec_p5 is _rec_sentinel else _rec_p5
    _rec_self._rec_a6 = _rec_f6() if _rec_p6 is _rec_sentinel else _rec_p6
    _rec_self._rec_a7 = _rec_f7() if _rec_p7 is _rec_sentinel else _rec_p7


def _9_0_attr_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
    _rec_p8: Any,
) -> None:
    _rec_self._rec_a0 = _rec_p0
    _rec_self._rec_a1 = _rec_p1
    _rec_self._rec_a2 = _rec_p2
    _rec_self._rec_a3 = _rec_p3
    _rec_self._rec_a4 = _rec_p4
    _rec_self._rec_a5 = _rec_p5
    _rec_self._rec_a6 = _rec_p6
    _rec_self._rec_a7 = _rec_p7
    _rec_self._rec_a8 = _rec_p8


def _9_0_object_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
    _rec_p8: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_p1)
    _rec_setattr(_rec_self, '_rec_a2', _rec_p2)
    _rec_setattr(_rec_self, '_rec_a3', _rec_p3)
    _rec_setattr(_rec_self, '_rec_a4', _rec_p4)
    _rec_setattr(_rec_self, '_rec_a5', _rec_p5)
    _rec_setattr(_rec_self, '_rec_a6', _rec_p6)
    _rec_setattr(_rec_self, '_rec_a7', _rec_p7)
    _rec_setattr(_rec_self, '_rec_a8', _rec_p8)


def _9_1_attr_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
    _rec_p8: Any,
) -> None:
    _rec_self._rec_a0 = _rec_f0() if _rec_p0 is _rec_sentinel else _rec_p0
    _rec_self._rec_a1 = _rec_f1() if _rec_p1 is _rec_sentinel else _rec_p1
    _rec_self._rec_a2 = _rec_f2() if _rec_p2 is _rec_sentinel else _rec_p2
    _rec_self._rec_a3 = _rec_f3() if _rec_p3 is _rec_sentinel else _rec_p3
    _rec_self._rec_a4 = _rec_f4() if _rec_p4 is _rec_sentinel else _rec_p4
    _rec_self._rec_a5 = _rec_f5() if _rec_p5 is _rec_sentinel else _rec_p5
    _rec_self._rec_a6 = _rec_f6() if _rec_p6 is _rec_sentinel else _rec_p6
    _rec_self._rec_a7 = _rec_f7() if _rec_p7 is _rec_sentinel else _rec_p7
    _rec_self._rec_a8 = _rec_f8() if _rec_p8 is _rec_sentinel else _rec_p8


def _9_1_attr_1(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
    _rec_p8: Any,
) -> None:
    _rec_self._rec_a0 = _rec_f0() if _rec_p0 is _rec_sentinel else _rec_p0
    _rec_self._rec_a1 = _rec_f1() if _rec_p1 is _rec_sentinel else _rec_p1
    _rec_self._rec_a2 = _rec_f2() if _rec_p2 is _rec_sentinel else _rec_p2
    _rec_self._rec_a3 = _rec_f3() if _rec_p3 is _rec_sentinel else _rec_p3
    _rec_self._rec_a4 = _rec_f4() if _rec_p4 is _rec_sentinel else _rec_p4
    _rec_self._rec_a5 = _rec_f5() if _rec_p5 is _rec_sentinel else _rec_p5
    _rec_self._rec_a6 = _rec_f6() if _rec_p6 is _rec_sentinel else _rec_p6
    _rec_self._rec_a7 = _rec_f7() if _rec_p7 is _rec_sentinel else _rec_p7
    _rec_self._rec_a8 = _rec_f8() if _rec_p8 is _rec_sentinel else _rec_p8
    _rec_self.__post_init__()


def _10_0_object_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
    _rec_p8: Any,
    _rec_p9: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_p1)
    _rec_setattr(_rec_self, '_rec_a2', _rec_p2)
    _rec_setattr(_rec_self, '_rec_a3', _rec_p3)
    _rec_setattr(_rec_self, '_rec_a4', _rec_p4)
    _rec_setattr(_rec_self, '_rec_a5', _rec_p5)
    _rec_setattr(_rec_self, '_rec_a6', _rec_p6)
    _rec_setattr(_rec_self, '_rec_a7', _rec_p7)
    _rec_setattr(_rec_self, '_rec_a8', _rec_p8)
    _rec_setattr(_rec_self, '_rec_a9', _rec_p9)


def _10_0_slot_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
    _rec_p8: Any,
    _rec_p9: Any,
) -> None:
    _rec_s0(_rec_self, _rec_p0)
    _rec_s1(_rec_self, _rec_p1)
    _rec_s2(_rec_self, _rec_p2)
    _rec_s3(_rec_self, _rec_p3)
    _rec_s4(_rec_self, _rec_p4)
    _rec_s5(_rec_self, _rec_p5)
    _rec_s6(_rec_self, _rec_p6)
    _rec_s7(_rec_self, _rec_p7)
    _rec_s8(_rec_self, _rec_p8)
    _rec_s9(_rec_self, _rec_p9)


def _10_1_attr_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
    _rec_p8: Any,
    _rec_p9: Any,
) -> None:
    _rec_self._rec_a0 = _rec_f0() if _rec_p0 is _rec_sentinel else _rec_p0
    _rec_self._rec_a1 = _rec_f1() if _rec_p1 is _rec_sentinel else _rec_p1
    _rec_self._rec_a2 = _rec_f2() if _rec_p2 is _rec_sentinel else _rec_p2
    _rec_self._rec_a3 = _rec_f3() if _rec_p3 is _rec_sentinel else _rec_p3
    _rec_self._rec_a4 = _rec_f4() if _rec_p4 is _rec_sentinel else _rec_p4
    _rec_self._rec_a5 = _rec_f5() if _rec_p5 is _rec_sentinel else _rec_p5
    _rec_self._rec_a6 = _rec_f6() if _rec_p6 is _rec_sentinel else _rec_p6
    _rec_self._rec_a7 = _rec_f7() if _rec_p7 is _rec_sentinel else _rec_p7
    _rec_self._rec_a8 = _rec_f8() if _rec_p8 is _rec_sentinel else _rec_p8
    _rec_self._rec_a9 = _rec_f9() if _rec_p9 is _rec_sentinel else _rec_p9


def _11_0_object_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
    _rec_p8: Any,
    _rec_p9: Any,
    _rec_p10: Any,
) -> None:
    _rec_setattr(_rec_self, '_rec_a0', _rec_p0)
    _rec_setattr(_rec_self, '_rec_a1', _rec_p1)
    _rec_setattr(_rec_self, '_rec_a2', _rec_p2)
    _rec_setattr(_rec_self, '_rec_a3', _rec_p3)
    _rec_setattr(_rec_self, '_rec_a4', _rec_p4)
    _rec_setattr(_rec_self, '_rec_a5', _rec_p5)
    _rec_setattr(_rec_self, '_rec_a6', _rec_p6)
    _rec_setattr(_rec_self, '_rec_a7', _rec_p7)
    _rec_setattr(_rec_self, '_rec_a8', _rec_p8)
    _rec_setattr(_rec_self, '_rec_a9', _rec_p9)
    _rec_setattr(_rec_self, '_rec_a10', _rec_p10)


def _11_1_attr_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
    _rec_p8: Any,
    _rec_p9: Any,
    _rec_p10: Any,
) -> None:
    _rec_self._rec_a0 = _rec_f0() if _rec_p0 is _rec_sentinel else _rec_p0
    _rec_self._rec_a1 = _rec_f1() if _rec_p1 is _rec_sentinel else _rec_p1
    _rec_self._rec_a2 = _rec_f2() if _rec_p2 is _rec_sentinel else _rec_p2
    _rec_self._rec_a3 = _rec_f3() if _rec_p3 is _rec_sentinel else _rec_p3
    _rec_self._rec_a4 = _rec_f4() if _rec_p4 is _rec_sentinel else _rec_p4
    _rec_self._rec_a5 = _rec_f5() if _rec_p5 is _rec_sentinel else _rec_p5
    _rec_self._rec_a6 = _rec_f6() if _rec_p6 is _rec_sentinel else _rec_p6
    _rec_self._rec_a7 = _rec_f7() if _rec_p7 is _rec_sentinel else _rec_p7
    _rec_self._rec_a8 = _rec_f8() if _rec_p8 is _rec_sentinel else _rec_p8
    _rec_self._rec_a9 = _rec_f9() if _rec_p9 is _rec_sentinel else _rec_p9
    _rec_self._rec_a10 = _rec_f10() if _rec_p10 is _rec_sentinel else _rec_p10


def _12_1_attr_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
    _rec_p8: Any,
    _rec_p9: Any,
    _rec_p10: Any,
    _rec_p11: Any,
) -> None:
    _rec_self._rec_a0 = _rec_f0() if _rec_p0 is _rec_sentinel else _rec_p0
    _rec_self._rec_a1 = _rec_f1() if _rec_p1 is _rec_sentinel else _rec_p1
    _rec_self._rec_a2 = _rec_f2() if _rec_p2 is _rec_sentinel else _rec_p2
    _rec_self._rec_a3 = _rec_f3() if _rec_p3 is _rec_sentinel else _rec_p3
    _rec_self._rec_a4 = _rec_f4() if _rec_p4 is _rec_sentinel else _rec_p4
    _rec_self._rec_a5 = _rec_f5() if _rec_p5 is _rec_sentinel else _rec_p5
    _rec_self._rec_a6 = _rec_f6() if _rec_p6 is _rec_sentinel else _rec_p6
    _rec_self._rec_a7 = _rec_f7() if _rec_p7 is _rec_sentinel else _rec_p7
    _rec_self._rec_a8 = _rec_f8() if _rec_p8 is _rec_sentinel else _rec_p8
    _rec_self._rec_a9 = _rec_f9() if _rec_p9 is _rec_sentinel else _rec_p9
    _rec_self._rec_a10 = _rec_f10() if _rec_p10 is _rec_sentinel else _rec_p10
    _rec_self._rec_a11 = _rec_f11() if _rec_p11 is _rec_sentinel else _rec_p11


def _15_1_attr_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
    _rec_p8: Any,
    _rec_p9: Any,
    _rec_p10: Any,
    _rec_p11: Any,
    _rec_p12: Any,
    _rec_p13: Any,
    _rec_p14: Any,
) -> None:
    _rec_self._rec_a0 = _rec_f0() if _rec_p0 is _rec_sentinel else _rec_p0
    _rec_self._rec_a1 = _rec_f1() if _rec_p1 is _rec_sentinel else _rec_p1
    _rec_self._rec_a2 = _rec_f2() if _rec_p2 is _rec_sentinel else _rec_p2
    _rec_self._rec_a3 = _rec_f3() if _rec_p3 is _rec_sentinel else _rec_p3
    _rec_self._rec_a4 = _rec_f4() if _rec_p4 is _rec_sentinel else _rec_p4
    _rec_self._rec_a5 = _rec_f5() if _rec_p5 is _rec_sentinel else _rec_p5
    _rec_self._rec_a6 = _rec_f6() if _rec_p6 is _rec_sentinel else _rec_p6
    _rec_self._rec_a7 = _rec_f7() if _rec_p7 is _rec_sentinel else _rec_p7
    _rec_self._rec_a8 = _rec_f8() if _rec_p8 is _rec_sentinel else _rec_p8
    _rec_self._rec_a9 = _rec_f9() if _rec_p9 is _rec_sentinel else _rec_p9
    _rec_self._rec_a10 = _rec_f10() if _rec_p10 is _rec_sentinel else _rec_p10
    _rec_self._rec_a11 = _rec_f11() if _rec_p11 is _rec_sentinel else _rec_p11
    _rec_self._rec_a12 = _rec_f12() if _rec_p12 is _rec_sentinel else _rec_p12
    _rec_self._rec_a13 = _rec_f13() if _rec_p13 is _rec_sentinel else _rec_p13
    _rec_self._rec_a14 = _rec_f14() if _rec_p14 is _rec_sentinel else _rec_p14


def _18_0_slot_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
    _rec_p8: Any,
    _rec_p9: Any,
    _rec_p10: Any,
    _rec_p11: Any,
    _rec_p12: Any,
    _rec_p13: Any,
    _rec_p14: Any,
    _rec_p15: Any,
    _rec_p16: Any,
    _rec_p17: Any,
) -> None:
    _rec_s0(_rec_self, _rec_p0)
    _rec_s1(_rec_self, _rec_p1)
    _rec_s2(_rec_self, _rec_p2)
    _rec_s3(_rec_self, _rec_p3)
    _rec_s4(_rec_self, _rec_p4)
    _rec_s5(_rec_self, _rec_p5)
    _rec_s6(_rec_self, _rec_p6)
    _rec_s7(_rec_self, _rec_p7)
    _rec_s8(_rec_self, _rec_p8)
    _rec_s9(_rec_self, _rec_p9)
    _rec_s10(_rec_self, _rec_p10)
    _rec_s11(_rec_self, _rec_p11)
    _rec_s12(_rec_self, _rec_p12)
    _rec_s13(_rec_self, _rec_p13)
    _rec_s14(_rec_self, _rec_p14)
    _rec_s15(_rec_self, _rec_p15)
    _rec_s16(_rec_self, _rec_p16)
    _rec_s17(_rec_self, _rec_p17)


def _19_0_slot_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
    _rec_p8: Any,
    _rec_p9: Any,
    _rec_p10: Any,
    _rec_p11: Any,
    _rec_p12: Any,
    _rec_p13: Any,
    _rec_p14: Any,
    _rec_p15: Any,
    _rec_p16: Any,
    _rec_p17: Any,
    _rec_p18: Any,
) -> None:
    _rec_s0(_rec_self, _rec_p0)
    _rec_s1(_rec_self, _rec_p1)
    _rec_s2(_rec_self, _rec_p2)
    _rec_s3(_rec_self, _rec_p3)
    _rec_s4(_rec_self, _rec_p4)
    _rec_s5(_rec_self, _rec_p5)
    _rec_s6(_rec_self, _rec_p6)
    _rec_s7(_rec_self, _rec_p7)
    _rec_s8(_rec_self, _rec_p8)
    _rec_s9(_rec_self, _rec_p9)
    _rec_s10(_rec_self, _rec_p10)
    _rec_s11(_rec_self, _rec_p11)
    _rec_s12(_rec_self, _rec_p12)
    _rec_s13(_rec_self, _rec_p13)
    _rec_s14(_rec_self, _rec_p14)
    _rec_s15(_rec_self, _rec_p15)
    _rec_s16(_rec_self, _rec_p16)
    _rec_s17(_rec_self, _rec_p17)
    _rec_s18(_rec_self, _rec_p18)


def _24_0_slot_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
    _rec_p8: Any,
    _rec_p9: Any,
    _rec_p10: Any,
    _rec_p11: Any,
    _rec_p12: Any,
    _rec_p13: Any,
    _rec_p14: Any,
    _rec_p15: Any,
    _rec_p16: Any,
    _rec_p17: Any,
    _rec_p18: Any,
    _rec_p19: Any,
    _rec_p20: Any,
    _rec_p21: Any,
    _rec_p22: Any,
    _rec_p23: Any,
) -> None:
    _rec_s0(_rec_self, _rec_p0)
    _rec_s1(_rec_self, _rec_p1)
    _rec_s2(_rec_self, _rec_p2)
    _rec_s3(_rec_self, _rec_p3)
    _rec_s4(_rec_self, _rec_p4)
    _rec_s5(_rec_self, _rec_p5)
    _rec_s6(_rec_self, _rec_p6)
    _rec_s7(_rec_self, _rec_p7)
    _rec_s8(_rec_self, _rec_p8)
    _rec_s9(_rec_self, _rec_p9)
    _rec_s10(_rec_self, _rec_p10)
    _rec_s11(_rec_self, _rec_p11)
    _rec_s12(_rec_self, _rec_p12)
    _rec_s13(_rec_self, _rec_p13)
    _rec_s14(_rec_self, _rec_p14)
    _rec_s15(_rec_self, _rec_p15)
    _rec_s16(_rec_self, _rec_p16)
    _rec_s17(_rec_self, _rec_p17)
    _rec_s18(_rec_self, _rec_p18)
    _rec_s19(_rec_self, _rec_p19)
    _rec_s20(_rec_self, _rec_p20)
    _rec_s21(_rec_self, _rec_p21)
    _rec_s22(_rec_self, _rec_p22)
    _rec_s23(_rec_self, _rec_p23)


def _44_0_slot_0(
    _rec_self: Any,
    _rec_p0: Any,
    _rec_p1: Any,
    _rec_p2: Any,
    _rec_p3: Any,
    _rec_p4: Any,
    _rec_p5: Any,
    _rec_p6: Any,
    _rec_p7: Any,
    _rec_p8: Any,
    _rec_p9: Any,
    _rec_p10: Any,
    _rec_p11: Any,
    _rec_p12: Any,
    _rec_p13: Any,
    _rec_p14: Any,
    _rec_p15: Any,
    _rec_p16: Any,
    _rec_p17: Any,
    _rec_p18: Any,
    _rec_p19: Any,
    _rec_p20: Any,
    _rec_p21: Any,
    _rec_p22: Any,
    _rec_p23: Any,
    _rec_p24: Any,
    _rec_p25: Any,
    _rec_p26: Any,
    _rec_p27: Any,
    _rec_p28: Any,
    _rec_p29: Any,
    _rec_p30: Any,
    _rec_p31: Any,
    _rec_p32: Any,
    _rec_p33: Any,
    _rec_p34: Any,
    _rec_p35: Any,
    _rec_p36: Any,
    _rec_p37: Any,
    _rec_p38: Any,
    _rec_p39: Any,
    _rec_p40: Any,
    _rec_p41: Any,
    _rec_p42: Any,
    _rec_p43: Any,
) -> None:
    _rec_s0(_rec_self, _rec_p0)
    _rec_s1(_rec_self, _rec_p1)
    _rec_s2(_rec_self, _rec_p2)
    _rec_s3(_rec_self, _rec_p3)
    _rec_s4(_rec_self, _rec_p4)
    _rec_s5(_rec_self, _rec_p5)
    _rec_s6(_rec_self, _rec_p6)
    _rec_s7(_rec_self, _rec_p7)
    _rec_s8(_rec_self, _rec_p8)
    _rec_s9(_rec_self, _rec_p9)
    _rec_s10(_rec_self, _rec_p10)
    _rec_s11(_rec_self, _rec_p11)
    _rec_s12(_rec_self, _rec_p12)
    _rec_s13(_rec_self, _rec_p13)
    _rec_s14(_rec_self, _rec_p14)
    _rec_s15(_rec_self, _rec_p15)
    _rec_s16(_rec_self, _rec_p16)
    _rec_s17(_rec_self, _rec_p17)
    _rec_s18(_rec_self, _rec_p18)
    _rec_s19(_rec_self, _rec_p19)
    _rec_s20(_rec_self, _rec_p20)
    _rec_s21(_rec_self, _rec_p21)
    _rec_s22(_rec_self, _rec_p22)
    _rec_s23(_rec_self, _rec_p23)
    _rec_s24(_rec_self, _rec_p24)
    _rec_s25(_rec_self, _rec_p25)
    _rec_s26(_rec_self, _rec_p26)
    _rec_s27(_rec_self, _rec_p27)
    _rec_s28(_rec_self, _rec_p28)
    _rec_s29(_rec_self, _rec_p29)
    _rec_s30(_rec_self, _rec_p30)
    _rec_s31(_rec_self, _rec_p31)
    _rec_s32(_rec_self, _rec_p32)
    _rec_s33(_rec_self, _rec_p33)
    _rec_s34(_rec_self, _rec_p34)
    _rec_s35(_rec_self, _rec_p35)
    _rec_s36(_rec_self, _rec_p36)
    _rec_s37(_rec_self, _rec_p37)
    _rec_s38(_rec_self, _rec_p38)
    _rec_s39(_rec_self, _rec_p39)
    _rec_s40(_rec_self, _rec_p40)
    _rec_s41(_rec_self, _rec_p41)
    _rec_s42(_rec_self, _rec_p42)
    _rec_s43(_rec_self, _rec_p43)


TEMPLATES: dict[tuple[int, bool, str, bool], Callable[..., None]] = {
    (1, False, 'slot', False): _1_0_slot_0,
    (2, False, 'object', False): _2_0_object_0,
    (2, False, 'slot', False): _2_0_slot_0,
    (2, False, 'slot', True): _2_0_slot_1,
    (2, True, 'attr', False): _2_1_attr_0,
    (2, True, 'object', False): _2_1_object_0,
    (3, False, 'attr', False): _3_0_attr_0,
    (3, False, 'object', False): _3_0_object_0,
    (3, False, 'object', True): _3_0_object_1,
    (3, False, 'slot', False): _3_0_slot_0,
    (3, True, 'object', False): _3_1_object_0,
    (4, False, 'attr', False): _4_0_attr_0,
    (4, False, 'object', False): _4_0_object_0,
    (4, False, 'object', True): _4_0_object_1,
    (4, False, 'slot', False): _4_0_slot_0,
    (4, True, 'attr', False): _4_1_attr_0,
    (5, False, 'object', False): _5_0_object_0,
    (5, False, 'slot', False): _5_0_slot_0,
    (5, True, 'object', False): _5_1_object_0,
    (6, False, 'attr', False): _6_0_attr_0,
    (6, False, 'object', False): _6_0_object_0,
    (6, False, 'slot', False): _6_0_slot_0,
    (6, True, 'attr', False): _6_1_attr_0,
    (7, False, 'attr', False): _7_0_attr_0,
    (7, False, 'object', False): _7_0_object_0,
    (7, False, 'object', True): _7_0_object_1,
    (7, True, 'attr', False): _7_1_attr_0,
    (7, True, 'object', False): _7_1_object_0,
    (8, False, 'object', False): _8_0_object_0,
    (8, True, 'attr', False): _8_1_attr_0,
    (9, False, 'attr', False): _9_0_attr_0,
    (9, False, 'object', False): _9_0_object_0,
    (9, True, 'attr', False): _9_1_attr_0,
    (9, True, 'attr', True): _9_1_attr_1,
    (10, False, 'object', False): _10_0_object_0,
    (10, False, 'slot', False): _10_0_slot_0,
    (10, True, 'attr', False): _10_1_attr_0,
    (11, False, 'object', False): _11_0_object_0,
    (11, True, 'attr', False): _11_1_attr_0,
    (12, True, 'attr', False): _12_1_attr_0,
    (15, True, 'attr', False): _15_1_attr_0,
    (18, False, 'slot', False): _18_0_slot_0,
    (19, False, 'slot', False): _19_0_slot_0,
    (24, False, 'slot', False): _24_0_slot_0,
    (44, False, 'slot', False): _44_0_slot_0,
}
