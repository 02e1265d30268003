# Spellings that llvm-mc accepts but prints differently (canonicalised) in its output.
# Hex/octal/binary/char immediates and constant expressions print as signed decimal:
r1 = 0x10
w2 = 0xff
r3 += 0x7fffffff
r4 -= -0x1
r5 = 017
r6 |= 0b1010
r7 = 'A'
r8 += 2+3
w9 &= 0xffff
# Immediates are truncated to 32 bits and printed as signed int32:
r0 = 0xffffffff
r1 += 4294967295
w3 = 0x80000000
r2 &= 2147483648
if r1 == 0xffffffff goto +1
if w2 != 4294967295 goto +1
call 0xffffffff
*(u32 *)(r1 + 8) = 0xffffffff
*(u64 *)(r2 + 8) = 0x80000000
r0 = *(u16 *)skb[0x10]
# 64-bit ll immediates print as signed int64 decimal:
r1 = 0x1122334455667788 ll
r2 = 0xffffffffffffffff ll
r3 = 0x8000000000000000 ll
r4 = 18446744073709551615 ll
r5 = 0xdeadbeef ll
# Memory offsets in hex, or "- 0", print as decimal with explicit sign:
r0 = *(u32 *)(r1 + 0x10)
r0 = *(u64 *)(r10 - 0x8)
r1 = *(u8 *)(r2 - 0)
*(u16 *)(r3 + 0x7fff) = r4
# Branch offsets without sign, in hex, or -0 print with explicit sign:
goto 5
goto 0x10
goto -0
if r1 > r2 goto 3
if w3 s< 7 goto 0x20
may_goto 4
gotol 9
# Whitespace and case are normalised:
r0=r1
r1+=r2
w1 =w2
r2 = *(u8*)(r1+4)
*(u32*)(r10-4)=w3
lock*(u64*)(r1+0)+=r9
r3=atomic_fetch_or((u64*)(r4+0),r3)
if r1==r2 goto+7
r0 = (s16) r1
r0 = ( s32 ) r2
r6 = -  r6
r0 = *(u8 *)skb[ 3 ]
R1 = 5
W4 += 1
IF r1 == r2 goto +2
EXIT
CALLX r3
Call 7
r7 = be16  r7
# Multi-character operators are matched token by token, so blanks inside them are accepted:
r2 s >>= 3
r3 + = r4
if r1 > = r2 goto +1
if w5 s < w6 goto -1
r0 = * (u32 *) (r9 + 4)
