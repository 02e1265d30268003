# isa-bcd: tdc's random instructions (draw-corpus.py, seed 2028, 3 per record),
# as tdc prints them; the goldens are llvm-mc's.
addg6s 23, 21, 10
addg6s 3, 21, 27
addg6s 15, 27, 21
bcdadd. 27, 23, 4, 1
bcdadd. 12, 5, 6, 1
bcdadd. 14, 23, 8, 0
bcdcfn. 7, 26, 0
bcdcfn. 27, 13, 0
bcdcfn. 29, 24, 0
bcdcfsq. 17, 14, 0
bcdcfsq. 1, 30, 0
bcdcfsq. 7, 7, 1
bcdcfz. 13, 11, 1
bcdcfz. 14, 25, 0
bcdcfz. 22, 16, 0
bcdcpsgn. 8, 26, 29
bcdcpsgn. 19, 9, 18
bcdcpsgn. 4, 10, 22
bcdctn. 5, 25
bcdctn. 21, 21
bcdctn. 3, 14
bcdctsq. 28, 14
bcdctsq. 0, 20
bcdctsq. 8, 31
bcdctz. 24, 24, 0
bcdctz. 31, 11, 0
bcdctz. 16, 20, 0
bcdsetsgn. 15, 2, 0
bcdsetsgn. 11, 24, 0
bcdsetsgn. 16, 6, 1
bcdsr. 9, 20, 10, 0
bcdsr. 21, 9, 2, 1
bcdsr. 8, 30, 2, 0
bcdsub. 19, 14, 20, 0
bcdsub. 0, 25, 14, 1
bcdsub. 8, 13, 22, 0
bcds. 0, 13, 4, 0
bcds. 18, 31, 16, 0
bcds. 6, 8, 2, 1
bcdtrunc. 26, 6, 27, 0
bcdtrunc. 19, 26, 31, 0
bcdtrunc. 24, 0, 10, 1
bcdus. 19, 23, 1
bcdus. 2, 22, 29
bcdus. 15, 22, 24
bcdutrunc. 2, 5, 8
bcdutrunc. 9, 20, 18
bcdutrunc. 15, 24, 7
cbcdtd 14, 7
cbcdtd 3, 28
cbcdtd 15, 25
cdtbcd 31, 10
cdtbcd 2, 20
cdtbcd 0, 27
