// expect: other
// Apple syntax: a suffix that is no arrangement
add.foo v0, v1, v2
