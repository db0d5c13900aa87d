"""Mutation probes of the matmul-gradient split and the B/W job split
(lib/Dialect/Ovl/Transforms/GradientSplitting.cpp; scripts/mutation-probe.py)."""
FILE = 'lib/Dialect/Ovl/Transforms/GradientSplitting.cpp'
FILTER = 'Transforms|Pipelines'
MUTANTS = [
    ('G1 dgrad of a transposed weight transposed again',
     '                                /*transpose_b=*/!transposed);',
     '                                /*transpose_b=*/transposed);'),
    ('G2 wgrad operands of a transposed weight swapped',
     'transposed ? dyRows : xRows,\n      transposed ? xRows : dyRows,',
     'transposed ? xRows : dyRows,\n      transposed ? dyRows : xRows,'),
    ('G3 the dgrad collective placed after the wgrad GEMM',
     '  if (between)\n    between(dgrad);\n  Value xRows = asRows(b, loc, grad.getInput(), *views);\n  Value dyRows = asRows(b, loc, grad.getResultGrad(), *views);\n  for (Value rows : {xRows, dyRows})\n    if (Operation *collapse = rows.getDefiningOp();\n        collapse && isa<tensor::CollapseShapeOp>(collapse))\n      copyTags(collapse);\n  auto wgrad = MatmulOp::create(\n      b, loc, grad.getWeightGrad().getType(), transposed ? dyRows : xRows,\n      transposed ? xRows : dyRows, /*transpose_a=*/true,\n      /*transpose_b=*/false);\n  copyTags(wgrad);\n',
     '  Value xRows = asRows(b, loc, grad.getInput(), *views);\n  Value dyRows = asRows(b, loc, grad.getResultGrad(), *views);\n  for (Value rows : {xRows, dyRows})\n    if (Operation *collapse = rows.getDefiningOp();\n        collapse && isa<tensor::CollapseShapeOp>(collapse))\n      copyTags(collapse);\n  auto wgrad = MatmulOp::create(\n      b, loc, grad.getWeightGrad().getType(), transposed ? dyRows : xRows,\n      transposed ? xRows : dyRows, /*transpose_a=*/true,\n      /*transpose_b=*/false);\n  copyTags(wgrad);\n  if (between)\n    between(dgrad);\n'),
    ('G4 row views keep their tags off',
     '      copyTags(collapse);',
     '      (void)collapse;'),
    ('G5 W-internal values handed over',
     'def->getBlock() == &body && !weight.contains(def) &&',
     'def->getBlock() == &body &&'),
    ('G6 handed-over values in reverse order',
     '      return x->isBeforeInBlock(y);',
     '      return y->isBeforeInBlock(x);'),
    ('G7 results of B taken from W',
     '        fromInput && fromInput.getOwner() == input)',
     '        fromInput && fromInput.getOwner() == input && false)'),
    ('G8 gradient parts derived as the same work',
     '    copyDerivedAttrs(grad, op, Derivation::OtherWork);',
     '    copyDerivedAttrs(grad, op, Derivation::SameWork);'),
    ('G9 one row view for every rank',
     '  ArrayAttr &view = byRank[rank];',
     '  ArrayAttr &view = byRank[2];'),
]
