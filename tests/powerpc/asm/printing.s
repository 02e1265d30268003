# Spellings that llvm-mc accepts but prints differently (canonicalised) in its output.
# %-prefixed register names (r, f, v, vs, cr; any case, leading zeros allowed) print as bare numbers:
add %r3, %r4, %r5
add %R3, %R4, %R5
add %r31, %r0, %r00
addi %r1, %r1, -32
lwz %r3, 8(%r4)
lwz %r3, 8(%r0)
stdu %r1, -64(%r1)
lwzx %r3, %r0, %r4
fadd %f1, %f2, %f3
fmr %F31, %f01
vaddubm %v1, %v2, %v3
vor %v31, %v0, %V1
xxlor %vs32, %vs33, %vs34
xxlxor %VS63, %vs063, %vs0
cmpw %cr7, %r3, %r4
cmpd %cr0, %r5, %r6
fcmpu %cr2, %f1, %f2
beq %cr1, 8
mcrf %cr3, %cr4
mtlr %r0
mtctr %r12
mflr %r31
# CR fields and bits by name: crN = N; lt/gt/eq/so/un = 0/1/2/3/3; 4*crN+bit
cmpw cr3, 3, 4
bgt cr7, 8
crand 4*cr1+lt, 4*cr2+gt, 4*cr3+eq
crnor 4*cr4+so, 4*cr5+un, cr6*4+eq
crset 4*cr2+gt
bt 4*cr6+lt, 8
cmpw 7-1, 3, 4
cmpw cr1+1, 3, 4
# Immediates: hex, octal, binary, character and constant expressions print as decimal
addi 3, 4, 0x10
addi 3, 4, -0x8000
addi 3, 4, 0x7fff
addi 3, 4, 010
addi 3, 4, 0b101
addi 3, 4, 'A'
addi 3, 4, 2+3
addi 3, 4, 10-20
addi 3, 4, 3*4
addi 3, 4, (1<<4)
addi 3, 4, ~0
addi 3, 4, -(5)
addi 3, 4, +5
addi 3, 4, 65535-65536
ori 3, 4, 0xFFFF
ori 3, 4, 0XFF
andi. 3, 4, 0x8000
li 3, 0x7fff
lwz 3, 0x10(4)
lwz 3, -0x10(4)
lwz 3, 4+4(4)
lwz 3, (8)(4)
ld 3, 0x7ffc(4)
std 3, -0x8000(1)
rlwinm 3, 4, 0x1f, 0, 0x1f
sradi 3, 4, 0x3f
cmpwi 3, 0x7fff
cmplwi 3, 0xffff
mtspr 0x100, 3
mfspr 3, 0x3ff
mtcrf 0xff, 3
# 16-bit fields that accept both signed and unsigned spellings print as signed (addis/lis)
addis 3, 4, 65535
addis 3, 4, 0x8000
lis 3, 0xffff
lis 3, 0x8000
# Branch targets: relative ones print as .+N / .-N in decimal, absolute ones in hex
b 0x10
bl 0b1000
bdnz+ 0x10
ba 1024
bla 4096
beq 1, 0x20
# Case and whitespace: the mnemonic is case-insensitive; spaces around operands are free
ADD 3, 4, 5
Add. 3, 4, 5
LWZ 3, 8(4)
MR 3, 4
BEQ 0, 8
add	6,7,8
  add 9 , 10 , 11
lwz 3, 8 ( 4 )
add 12, 13, 14 # trailing comment
# A `+`/`-` right after the mnemonic is part of the mnemonic even after whitespace
beq - 0, 12
beq +0, 12
beq -0, 12
bdnz -8
# Base forms printed with an extended mnemonic (see the README for the full list)
or 20, 21, 21
nor 22, 23, 23
ori %r0, %r0, 0
addi 24, 0, 25
addis 26, 0, 27
subf 28, 29, 30
cmp 0, 0, 5, 6
rlwinm 7, 8, 9, 0, 22
rldicr 9, 10, 11, 52
rldicl 11, 12, 0, 13
bc 12, 10, 24
mtspr 8, 14
mfspr 15, 9
