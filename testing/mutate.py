"""Small bugs for mutation testing, written into a module's source.

:func:`mutants` lists every mutant of one source file: a comparison,
arithmetic or boolean operator changed, a number or a string changed, a
``not`` dropped, ``True`` and ``False`` swapped, a call on its own line
(``self.update()``, ``signal.emit(...)``) dropped, a returned value
replaced by ``None``, and, unlike mutmut, the module-level tables: an entry
of a literal dict, tuple, list or set assigned at module level dropped,
duplicated, or swapped with the next.  Each mutant is the whole file's
text with one change, and has a name that stays the same while the code it
changes does (the line's text, not its number, is in it).

Docstrings, annotations, ``__all__``, the ``if TYPE_CHECKING:`` block and
the expressions inside f-strings are left alone: a change there is no bug
(or, in an f-string, cannot be placed from the syntax tree).
"""

from __future__ import annotations

import ast
import hashlib
from collections.abc import Iterator
from dataclasses import dataclass

COMPARE: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In,
    ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}  # fmt: skip
BINARY: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.Add, ast.Div: ast.Mult,
    ast.FloorDiv: ast.Mult, ast.Mod: ast.FloorDiv, ast.Pow: ast.Mult,
    ast.LShift: ast.RShift, ast.RShift: ast.LShift, ast.BitOr: ast.BitAnd,
    ast.BitAnd: ast.BitOr, ast.BitXor: ast.BitOr,
}  # fmt: skip


@dataclass(frozen=True)
class Mutant:
    """One change to a file: where, what, and the file's text with it."""

    name: str  # file:kind:digest, stable while the changed line stays the same
    line: int
    statement: int  # the first line of the statement it is in (what coverage counts)
    kind: str
    before: str  # the source text replaced
    after: str  # what replaces it
    text: str  # the whole file, mutated


class _Sites(ast.NodeVisitor):
    """Collects (node, kind, replacement source) for every mutant."""

    def __init__(self) -> None:
        self.found: list[tuple[ast.AST, str, str]] = []
        self._skip: set[int] = set()

    # What is no bug to change.
    def _leave_alone(self, node: ast.AST) -> None:
        for child in ast.walk(node):
            self._skip.add(id(child))

    def visit_Module(self, node: ast.Module) -> None:
        self._docstring(node.body)
        for statement in node.body:
            self._table(statement)
        self.generic_visit(node)

    def _docstring(self, body: list[ast.stmt]) -> None:
        first = body[0] if body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
            self._leave_alone(first)  # a docstring (or a lone constant: no code)

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self._docstring(node.body)
        for argument in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs):
            if argument.annotation is not None:
                self._leave_alone(argument.annotation)
        for argument in (node.args.vararg, node.args.kwarg):
            if argument is not None and argument.annotation is not None:
                self._leave_alone(argument.annotation)
        if node.returns is not None:
            self._leave_alone(node.returns)
        for decorator in node.decorator_list:
            self._leave_alone(decorator)
        self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self._docstring(node.body)
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        self._leave_alone(node.annotation)
        self.generic_visit(node)

    def visit_If(self, node: ast.If) -> None:
        if "TYPE_CHECKING" in ast.unparse(node.test):
            self._leave_alone(node)
        self.generic_visit(node)

    def visit_Assign(self, node: ast.Assign) -> None:
        if any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            self._leave_alone(node)
        self.generic_visit(node)

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        self._leave_alone(node)

    def generic_visit(self, node: ast.AST) -> None:
        if id(node) not in self._skip:
            self._mutate(node)
        super().generic_visit(node)

    # The mutants.
    def _add(self, node: ast.AST, kind: str, new: ast.AST | str) -> None:
        self.found.append((node, kind, new if isinstance(new, str) else ast.unparse(new)))

    def _mutate(self, node: ast.AST) -> None:
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            swap = COMPARE.get(type(node.ops[0]))
            if swap is not None:
                self._add(node, "compare", ast.Compare(node.left, [swap()], node.comparators))
        elif isinstance(node, ast.BinOp):
            other = BINARY.get(type(node.op))
            if other is not None:
                self._add(node, "arithmetic", ast.BinOp(node.left, other(), node.right))
        elif isinstance(node, ast.BoolOp):
            other_op: ast.boolop = ast.Or() if isinstance(node.op, ast.And) else ast.And()
            self._add(node, "boolean", ast.BoolOp(other_op, node.values))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            self._add(node, "not", node.operand)
        elif isinstance(node, ast.Constant):
            self._constant(node)
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            self._add(node, "call dropped", "pass")
        elif isinstance(node, ast.Return) and not (
            node.value is None
            or (isinstance(node.value, ast.Constant) and node.value.value is None)
        ):
            self._add(node, "return None", "return None")

    def _constant(self, node: ast.Constant) -> None:
        value = node.value
        if isinstance(value, bool):
            self._add(node, "constant", repr(not value))
        elif isinstance(value, int):
            self._add(node, "constant", repr(value + 1))
            if value != 0:
                self._add(node, "constant", "0")
        elif isinstance(value, float):
            self._add(node, "constant", repr(value * 2 if value else 1.0))
        elif isinstance(value, str):
            self._add(node, "constant", repr(f"XX{value}XX" if value else "XX"))

    def _table(self, statement: ast.stmt) -> None:
        """A module-level table: one entry dropped, duplicated or swapped."""
        value = statement.value if isinstance(statement, (ast.Assign, ast.AnnAssign)) else None
        if isinstance(statement, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in statement.targets
        ):
            return
        if isinstance(value, ast.Call) and value.args:
            value = value.args[0]  # frozenset({...}), MappingProxyType({...}), tuple([...])
        if isinstance(value, ast.Dict) and len(value.keys) >= 2:
            keys, values = value.keys, value.values
            for i in range(len(keys)):
                rest = [(k, v) for j, (k, v) in enumerate(zip(keys, values, strict=True)) if j != i]
                self._add(value, "table entry dropped",
                          ast.Dict([k for k, _ in rest], [v for _, v in rest]))  # fmt: skip
                if i + 1 < len(keys):
                    swapped = list(values)
                    swapped[i], swapped[i + 1] = swapped[i + 1], swapped[i]
                    self._add(value, "table values swapped", ast.Dict(list(keys), swapped))
        elif isinstance(value, (ast.Tuple, ast.List, ast.Set)) and len(value.elts) >= 2:
            make = type(value)
            for i in range(len(value.elts)):
                rest = [e for j, e in enumerate(value.elts) if j != i]
                self._add(value, "table entry dropped", _sequence(make, rest))
                if make is not ast.Set:
                    if i + 1 < len(value.elts):
                        swapped = list(value.elts)
                        swapped[i], swapped[i + 1] = swapped[i + 1], swapped[i]
                        self._add(value, "table entries swapped", _sequence(make, swapped))
                    doubled = [*value.elts[: i + 1], value.elts[i], *value.elts[i + 1 :]]
                    self._add(value, "table entry duplicated", _sequence(make, doubled))


def _sequence(make: type, elements: list[ast.expr]) -> ast.expr:
    if make is ast.Set:
        return ast.Set(elements)
    return make(elements, ast.Load())  # type: ignore[no-any-return]


def _offsets(text: str) -> list[int]:
    """The offset in ``text`` of each line's start (1-based lines, ended by
    a newline only, as the syntax tree counts them: not ``splitlines``,
    which also ends one at a form feed)."""
    starts = [0, 0]
    for line in text.split("\n"):
        starts.append(starts[-1] + len(line) + 1)
    return starts


def _position(text: str, starts: list[int], line: int, column: int) -> int:
    """``column`` counts UTF-8 bytes (the syntax tree's offsets)."""
    start = starts[line]
    end = starts[line + 1] if line + 1 < len(starts) else len(text)
    return start + len(text[start:end].encode("utf-8")[:column].decode("utf-8"))


def mutants(path: str, text: str) -> Iterator[Mutant]:
    """Every mutant of the module ``path`` whose source is ``text`` that
    still compiles."""
    tree = ast.parse(text)
    sites = _Sites()
    sites.visit(tree)
    starts = _offsets(text)
    # The first line of the innermost statement around each line.
    statement: dict[int, tuple[int, int]] = {}  # line: (span, first line)
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and node.end_lineno is not None:
            span = node.end_lineno - node.lineno
            for number in range(node.lineno, node.end_lineno + 1):
                if number not in statement or statement[number][0] > span:
                    statement[number] = (span, node.lineno)
    seen: set[str] = set()
    for node, kind, new in sites.found:
        begin = _position(text, starts, node.lineno, node.col_offset)  # type: ignore[attr-defined]
        end = _position(text, starts, node.end_lineno, node.end_col_offset)  # type: ignore[attr-defined]
        old = text[begin:end]
        if isinstance(node, ast.expr):
            new = f"({new})"  # whatever the operators around it bind
        mutated = text[:begin] + new + text[end:]
        try:
            compile(mutated, path, "exec")
        except SyntaxError:
            continue
        line_text = text.splitlines()[node.lineno - 1].strip()  # type: ignore[attr-defined]
        digest = hashlib.blake2b(f"{line_text}\0{old}\0{new}".encode(), digest_size=5).hexdigest()
        name = f"{path}:{kind.replace(' ', '-')}:{digest}"
        if name in seen:  # the same change on two lines alike
            name = f"{name}.{node.lineno}"  # type: ignore[attr-defined]
        seen.add(name)
        line = node.lineno  # type: ignore[attr-defined]
        yield Mutant(name, line, statement.get(line, (0, line))[1], kind, old, new, mutated)
