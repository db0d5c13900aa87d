"""Mutation probes of ovl-schedule-overlap (scripts/mutation-probe.py)."""
FILE = 'lib/Dialect/Ovl/Transforms/ScheduleOverlap.cpp'
FILTER = 'Transforms|Pipelines'
MUTANTS = [
    ('SO1 wait for the last done',
     '      return timingOf(startOf(a)).end < timingOf(startOf(b)).end;',
     '      return timingOf(startOf(a)).end > timingOf(startOf(b)).end;'),
    ('SO2 priority ties reversed',
     '      return priority[a] < priority[b];\n    return a > b;',
     '      return priority[a] < priority[b];\n    return a < b;'),
    ('SO3 in-flight limit off by one',
     '      if (inFlight[c] >= maxInFlight) {',
     '      if (inFlight[c] > maxInFlight) {'),
    ('SO4 feeder runs while its link is busy',
     'channelFree[startChannel(node)] > now',
     'channelFree[startChannel(node)] >= now'),
    ('SO5 the in-flight limit blamed at a tie',
     '        if (channelFree[c] < now)',
     '        if (channelFree[c] <= now)'),
    ('SO6 feeder tie with next',
     '      if (toStart[node] >= toStart[next])',
     '      if (toStart[node] > toStart[next])'),
    ('SO7 start time counted twice in priority',
     '    priority[i] = (kind[i] == NodeKind::Start ? 0.0 : duration[i]) + tail;',
     '    priority[i] = duration[i] + tail;'),
]
