# Integer stores: D form `rS, d(rA)`, DS form std (d multiple of 4), X form `rS, rA, rB`.
stb 3, 0(4)
stb 3, 1(4)
stb 3, -1(4)
stb 3, 32767(4)
stb 3, -32768(4)
stb 0, 0(0)
stb 31, 7(31)
stbx 3, 4, 5
stbx 3, 0, 5
stbx 31, 30, 29
sth 3, 0(4)
sth 3, 2(4)
sth 3, -2(1)
sth 3, 32767(4)
sth 3, -32768(4)
sthx 3, 4, 5
sthx 0, 0, 0
stw 3, 0(4)
stw 3, 4(1)
stw 3, -4(1)
stw 3, 32767(4)
stw 3, -32768(4)
stw 0, 16(0)
stw 31, 20(13)
stwx 3, 4, 5
stwx 3, 0, 5
std 3, 0(4)
std 3, 8(1)
std 3, -8(1)
std 3, 4(4)
std 3, 32764(4)
std 3, -32768(4)
std 0, 16(1)
std 31, -4(31)
std 2, 24(0)
stdx 3, 4, 5
stdx 3, 0, 5
stdx 31, 1, 2
sthbrx 3, 4, 5
stwbrx 3, 4, 5
stdbrx 3, 4, 5
stwcx. 3, 4, 5
stdcx. 3, 0, 5
stbcx. 3, 4, 5
sthcx. 3, 4, 5
