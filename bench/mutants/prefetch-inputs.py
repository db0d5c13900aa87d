"""Mutation probes of ovl-prefetch-inputs (scripts/mutation-probe.py)."""
FILE = 'lib/Dialect/Ovl/Transforms/PrefetchInputs.cpp'
FILTER = 'Transforms|Pipelines'
MUTANTS = [
    ('P1 moved position not updated',
     '        position[load] = position[anchor] + 1e-6;\n',
     ''),
    ('P2 anchor not advanced',
     '      anchor = load;\n',
     ''),
    ('P3 last reader',
     'position.lookup(user) < position.lookup(first))',
     'position.lookup(user) > position.lookup(first))'),
    ('P4 copy readers kept',
     '  firstReader.erase(StreamRole::copy);\n',
     ''),
    ('P5 distance 1',
     'loads.find(microbatch - static_cast<int64_t>(distance));',
     'loads.find(microbatch - 1);'),
    ('P6 stream attr overwritten',
     '      if (!load->hasAttr(OvlDialect::kStreamAttrName))\n',
     '      if (true)\n'),
    ('P7 hoist even if earlier',
     '      if (position[anchor] < position[load]) {',
     '      if (true) {'),
    ('P8 anchor is first of earlier',
     'Operation *anchor = earlier->second.back();',
     'Operation *anchor = earlier->second.front();'),
]
