# Floating-point loads and stores: D form `frT, d(rA)`, X form `frT, rA, rB`, update forms.
lfd 1, 8(3)
lfd 0, 0(0)
lfd 31, -32768(0)
lfd 31, 32767(31)
lfd 2, -8(1)
lfs 1, 4(3)
lfs 1, 32767(3)
lfs 0, -32768(1)
lfs 31, 0(0)
lfdx 1, 3, 4
lfdx 31, 0, 31
lfsx 1, 3, 4
lfsx 1, 0, 4
lfdu 1, 8(3)
lfdu 31, -32768(1)
lfsu 1, 8(3)
lfsu 0, 32767(31)
lfdux 1, 3, 4
lfsux 1, 3, 4
lfiwax 1, 3, 4
lfiwzx 1, 0, 4
stfd 1, 8(3)
stfd 0, 0(0)
stfd 31, 32767(31)
stfd 31, -32768(1)
stfs 1, -4(1)
stfs 0, 32767(0)
stfs 31, 0(31)
stfdx 1, 3, 4
stfdx 31, 0, 0
stfsx 1, 3, 4
stfsx 0, 0, 31
stfdu 1, -8(1)
stfdu 31, 32767(31)
stfsu 1, -8(1)
stfsu 0, -32768(2)
stfdux 1, 3, 4
stfsux 1, 3, 4
stfiwx 1, 3, 4
