"""Mutation probes of ovl-async-collectives (scripts/mutation-probe.py)."""
FILE = 'lib/Dialect/Ovl/Transforms/AsyncCollectives.cpp'
FILTER = 'Transforms|Pipelines'
MUTANTS = [
    ('A1 stream ignored',
     '    if (!comm.isAsync() && getStreamRole(comm) == StreamRole::compute)',
     '    if (!comm.isAsync())'),
    ('A2 wait job dropped',
     '    if (auto job = op->getAttr(OvlDialect::kJobAttrName))\n      wait->setAttr(OvlDialect::kJobAttrName, job);\n',
     ''),
    ('A3 start attrs dropped',
     '    copyDerivedAttrs(op, start, Derivation::SameWork);\n',
     ''),
    ('A4 broadcast root 0',
     '                                        o.getInput(), o.getGroup(),\n                                        o.getRoot());',
     '                                        o.getInput(), o.getGroup(),\n                                        0);'),
]
