# Extended mnemonics (simplified mnemonics) that assemble to a base instruction.
# li rD, SI = addi rD, 0, SI; lis rD, SI = addis rD, 0, SI
li 3, 0
li 3, 1
li 3, -1
li 3, 32767
li 3, -32768
li 0, 0
li 31, 4660
lis 3, 0
lis 3, 1
lis 3, -1
lis 3, 32767
lis 3, -32768
lis 31, 4660
lis 0, 65535
lis 5, 32768
addi 3, 0, 5
addi 0, 0, -32768
addis 3, 0, 1
addis 31, 0, -1
# la rD, d(rA) = addi rD, rA, d
la 3, 0(4)
la 3, 8(4)
la 3, -8(1)
la 31, 32767(31)
la 0, -32768(2)
# mr rA, rS = or rA, rS, rS; not rA, rS = nor rA, rS, rS
mr 3, 4
mr 0, 31
mr 31, 0
mr 4, 4
mr. 3, 4
mr. 17, 18
or 5, 6, 6
or. 7, 8, 8
not 3, 4
not 0, 31
not 9, 9
not. 3, 4
nor 10, 11, 11
nor. 12, 13, 13
# nop = ori 0, 0, 0; xnop = xori 0, 0, 0
nop
ori 0, 0, 0
xnop
xori 0, 0, 0
# sub rD, rA, rB = subf rD, rB, rA; subc = subfc with swapped operands
sub 3, 4, 5
sub 0, 31, 1
sub. 3, 4, 5
subc 3, 4, 5
subc. 6, 7, 8
# subi/subis/subic/subic. negate the immediate
subi 3, 4, 5
subi 3, 4, 0
subi 3, 4, -1
subi 3, 4, 32767
subi 3, 4, -32767
subis 3, 4, 1
subis 3, 4, 0
subis 3, 4, -32767
subic 3, 4, 5
subic 3, 4, -1
subic. 3, 4, 5
subic. 3, 4, 32767
# trap aliases
trap
tw 31, 0, 0
tw 4, 3, 4
tweq 3, 4
twne 3, 4
twlt 3, 4
twgt 3, 4
twllt 3, 4
twi 31, 0, 0
twi 4, 3, 5
tweqi 3, 5
twgti 3, -1
td 4, 3, 4
tdeq 3, 4
tdi 4, 3, 5
tdnei 3, 0
tdlti 3, 100
