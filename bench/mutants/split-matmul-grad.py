"""Mutation probes of ovl-split-matmul-grad (scripts/mutation-probe.py)."""
FILE = 'lib/Dialect/Ovl/Transforms/SplitMatmulGrad.cpp'
FILTER = 'Transforms|Pipelines'
MUTANTS = [
    ('M1 last reduction taken',
     '    if (found)\n      return nullptr;\n',
     ''),
    ('M2 any reduction kind',
     '    if (!(allReduce && allReduce.getReduction() == ReductionKind::sum) &&\n        !(scatter && scatter.getReduction() == ReductionKind::sum))',
     '    if (!allReduce && !scatter)'),
    ('M3 any mode',
     '    if (grad.getMode() == ParallelMode::column)',
     '    if (true)'),
    ('M4 block check dropped',
     '    if (!reduction || reduction->getBlock() != grad->getBlock()) {',
     '    if (!reduction) {'),
    ('M5 pipeline check dropped',
     '    if (crossesPipelineStages(cast<CommunicationOp>(reduction),\n                              lookupMesh(grad))) {',
     '    if (false) {'),
    ('M6 wait attrs dropped',
     '    copyDerivedAttrs(reduction, wait, Derivation::SameWork);\n',
     ''),
    ('M7 start attrs dropped',
     '          copyDerivedAttrs(reduction, start, Derivation::SameWork);\n',
     ''),
]
