fmov.d x5, v6[1]
fmov.d v7[1], x8
