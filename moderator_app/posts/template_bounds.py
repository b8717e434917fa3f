"""The bounds of a host's template: CPU time and output size, checked while it renders (#12 item 6, #26 item 3).

Time is the CPU time of the rendering thread (`time.thread_time`), never the wall clock: a loaded
machine (a CI run beside seven others) slows a normal post down without it ever using more of its
own budget, so a normal template cannot fail for being unlucky; a hostile loop uses CPU and stops.

Size is checked BEFORE anything big is built, at every place a template can make text grow:
- output pieces (render.py), `~` (a code generator that concatenates through `bounded_concat`), `+`,
  `*`, `%` and `**` (the sandbox's intercepted operators);
- every filter (wrapped: width-taking ones like `indent` and `center` are judged on their
  arguments first, every result afterwards) and every call of a `str`/`list` method (`ljust`,
  `format`, `replace`, `join` …), whose size is computed from the arguments before the call;
- every `for` loop steps through `bounded_iter`, so a loop with an empty body over a big list is
  still timed.
"""

from __future__ import annotations

import functools
import re
import threading
import time
from typing import Any, Callable, Iterable, Iterator

from jinja2 import nodes
from jinja2.compiler import CodeGenerator, Frame
from jinja2.sandbox import SandboxedEnvironment, safe_range

#: How much CPU time one post may take to render, and how long it may grow (forums cap a post far lower).
RENDER_SECONDS = 3.0
MAX_OUTPUT = 1_000_000
#: the clock is read once per this many checks (a thread's CPU clock is a system call)
CHECK_EVERY = 64

_state = threading.local()


class TemplateLimit(Exception):
    """A template ran past its time or size bound."""


def start(seconds: float) -> None:
    """Start the budget of one render in this thread (render.py calls it; `stop` ends it)."""
    _state.seconds = seconds
    _state.end = time.thread_time() + seconds
    _state.steps = 0


def stop() -> None:
    _state.end = None


def check() -> None:
    """Stop the render when its thread has used its CPU time (read every CHECK_EVERY steps)."""
    end = getattr(_state, "end", None)
    if end is None:
        return
    _state.steps += 1
    if _state.steps % CHECK_EVERY == 0 and time.thread_time() > end:
        raise TemplateLimit(f"the template ran longer than {_state.seconds:g} s (nested loops over huge ranges?)")


def refuse_size(size: int) -> None:
    if size > MAX_OUTPUT:
        raise TemplateLimit(f"the text would grow past {MAX_OUTPUT:,} characters")


def _size(value: Any) -> int:
    return len(value) if isinstance(value, (str, bytes, list, tuple, dict, set)) else 0


_WIDTH = re.compile(r"\d{7,}")


def _format_widths(text: Any) -> None:
    """`'%999999999d'`, `'{:>999999999}'`: a width in a format string grows the text before we see it."""
    if isinstance(text, str):
        for number in _WIDTH.findall(text):
            refuse_size(int(number))


def _lines(text: Any) -> int:
    return str(text).count("\n") + 1


#: filter name -> the size its result will have, judged from its arguments before it runs
_FILTER_SIZES: dict[str, Callable[..., int]] = {
    "indent": lambda s, width=4, *_a, **_k: len(str(s)) + _lines(s) * (_size(width) if isinstance(width, str) else int(width or 0)),
    "center": lambda s, width=80, *_a, **_k: max(len(str(s)), int(width)),
    "replace": lambda s, old="", new="", *_a, **_k: len(str(s)) + str(s).count(str(old)) * len(str(new)),
    "wordwrap": lambda s, width=79, break_long_words=True, wrapstring=None, *_a, **_k: len(str(s)) * (1 + len(str(wrapstring or "\n"))),
}


def bounded_filter(name: str, func: Callable[..., Any]) -> Callable[..., Any]:
    """A filter that is timed, judged before it grows text, and whose result is measured."""
    sizer = _FILTER_SIZES.get(name)

    @functools.wraps(func)  # keeps jinja's pass_context/pass_environment marks
    def bounded(*args: Any, **kwargs: Any) -> Any:
        check()
        values = [a for a in args if not _is_jinja_internal(a)]
        if sizer is not None and values:
            try:
                expected = sizer(*values, **kwargs)
            except (TypeError, ValueError):
                expected = 0  # the filter itself says what is wrong with its arguments
            refuse_size(expected)
        if name == "format" and values:
            _format_widths(values[0])
        result = func(*args, **kwargs)
        refuse_size(_size(result))
        return result

    return bounded


def _is_jinja_internal(value: Any) -> bool:
    return type(value).__module__.startswith("jinja2.") and type(value).__name__ in ("Context", "EvalContext") \
        or isinstance(value, SandboxedEnvironment)


def _method_size(obj: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> int:
    """The size a call of a `str`/`list` method will make, judged before it runs."""
    owner, name = getattr(obj, "__self__", None), getattr(obj, "__name__", "")
    if not isinstance(owner, (str, list, tuple)):
        return 0
    numbers = [a for a in list(args) + list(kwargs.values()) if isinstance(a, int) and not isinstance(a, bool)]
    if name in ("ljust", "rjust", "center", "zfill") and numbers:
        return max(numbers)
    if name == "expandtabs":
        return len(owner) + owner.count("\t") * (numbers[0] if numbers else 8) if isinstance(owner, str) else 0
    if name == "replace" and len(args) >= 2 and isinstance(owner, str):
        return len(owner) + owner.count(str(args[0])) * _size(args[1])
    if name == "join" and args:
        items = list(args[0]) if not isinstance(args[0], (str, list, tuple)) else args[0]
        return sum(_size(item) for item in items) + len(owner) * len(items)
    if name in ("format", "format_map"):
        _format_widths(owner)
    return 0


def bounded_concat(values: Iterable[Any]) -> str:
    """`~`: the pieces are measured before they are joined."""
    pieces = [str(value) for value in values]
    refuse_size(sum(len(piece) for piece in pieces))
    check()
    return "".join(pieces)


def bounded_iter(values: Any) -> Any:
    """Every `for` loop steps through here, so even an empty loop body is timed."""
    for value in values:
        check()
        yield value


class CheckedRange:
    """`range()` in a template: the sandbox's size cap, and the time bound checked at every step."""

    def __init__(self, *args: int):
        self.values = safe_range(*args)

    def __len__(self) -> int:
        return len(self.values)

    def __iter__(self) -> Iterator[int]:
        for value in self.values:
            check()
            yield value


class BoundedCode(CodeGenerator):
    """`~` concatenates through `environment.bounded_concat`, which measures before joining."""

    def visit_Concat(self, node: nodes.Concat, frame: Frame) -> None:
        self.write("environment.bounded_concat((")
        for arg in node.nodes:
            self.visit(arg, frame)
            self.write(", ")
        self.write("))")


class BoundedSandbox(SandboxedEnvironment):
    """jinja2's sandbox with the bounds above on operators, calls, attributes, loops and `~`."""

    intercepted_binops = frozenset({"*", "**", "+", "%"})
    code_generator_class = BoundedCode

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.globals["range"] = CheckedRange

    @staticmethod
    def bounded_concat(values: Iterable[Any]) -> str:
        return bounded_concat(values)

    def bound_filters(self) -> None:
        """Wrap every filter (call after the app's own filters are added)."""
        self.filters = {name: bounded_filter(name, func) for name, func in self.filters.items()}
        self.filters["bounded_iter"] = bounded_iter

    def _parse(self, source: str, name: str | None, filename: str | None) -> nodes.Template:
        tree = super()._parse(source, name, filename)
        for loop in tree.find_all(nodes.For):
            loop.iter = nodes.Filter(loop.iter, "bounded_iter", [], [], None, None, lineno=loop.lineno)
        return tree

    def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
        check()
        if operator == "**" and isinstance(right, (int, float)) and abs(right) > 64:
            raise TemplateLimit(f"a power of {right} is too big for a post")
        if operator == "*":
            seq, times = (left, right) if isinstance(right, int) else (right, left)
            if isinstance(seq, (str, list, tuple)) and isinstance(times, int):
                refuse_size(len(seq) * times)
        if operator == "+":
            refuse_size(_size(left) + _size(right))
        if operator == "%":
            _format_widths(left)
        return super().call_binop(context, operator, left, right)

    def getattr(self, obj: Any, attribute: str) -> Any:
        check()
        if isinstance(obj, str) and attribute in ("format", "format_map"):  # the sandbox wraps these: judged here
            _format_widths(obj)
        return super().getattr(obj, attribute)

    def getitem(self, obj: Any, argument: Any) -> Any:
        check()
        return super().getitem(obj, argument)

    def call(__self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:  # noqa: N805
        check()
        refuse_size(_method_size(__obj, args, kwargs))
        result = SandboxedEnvironment.call(__self, __context, __obj, *args, **kwargs)
        refuse_size(_size(result))
        return result
