add.16b v0, v1, v2
fmov.4s v0, #2.00000000
ld1.16b { v0 }, [x0]
ld1.4s { v0, v1 }, [x0]
ld1.4s { v0, v1, v2 }, [x0]
ld1.2d { v31, v0 }, [x1]
movi.2d v0, #0x000000000000ff
movi.2d v0, #0xffffffffffffffff
