# Integer loads. D form: `rT, d(rA)` with a signed 16-bit d. DS form (ld, lwa): d must be
# a multiple of 4 (-32768..32764). X form: `rT, rA, rB`. rA = 0 means the literal 0.
lbz 3, 0(4)
lbz 3, 1(4)
lbz 3, -1(4)
lbz 3, 32767(4)
lbz 3, -32768(4)
lbz 0, 0(0)
lbz 31, 100(31)
lbzx 3, 4, 5
lbzx 3, 0, 5
lbzx 31, 31, 31
lhz 3, 0(4)
lhz 3, 2(1)
lhz 3, -2(4)
lhz 3, 32767(4)
lhz 3, -32768(0)
lhzx 3, 4, 5
lhzx 0, 0, 1
lha 3, 0(4)
lha 3, -1(4)
lha 3, 32766(4)
lha 3, -32768(4)
lhax 3, 4, 5
lhax 7, 0, 8
lwz 3, 0(4)
lwz 3, 4(1)
lwz 3, -4(1)
lwz 3, 32767(4)
lwz 3, -32768(4)
lwz 0, 8(0)
lwz 31, 12(2)
lwzx 3, 4, 5
lwzx 3, 0, 5
lwa 3, 0(4)
lwa 3, 4(4)
lwa 3, -4(4)
lwa 3, 32764(4)
lwa 3, -32768(4)
lwa 0, 8(0)
lwax 3, 4, 5
lwax 31, 0, 1
ld 3, 0(4)
ld 3, 8(4)
ld 3, -8(1)
ld 3, 4(4)
ld 3, 32764(4)
ld 3, -32768(4)
ld 0, 16(0)
ld 2, 24(1)
ld 31, -4(31)
ldx 3, 4, 5
ldx 3, 0, 5
ldx 0, 31, 1
# byte-reversed and reservation loads
lhbrx 3, 4, 5
lwbrx 3, 4, 5
ldbrx 3, 4, 5
lwarx 3, 4, 5
ldarx 3, 0, 5
lbarx 3, 4, 5
lharx 3, 4, 5
