// expect: other
// Apple syntax: a suffix add has no form for
add.1d v0, v1, v2
