# Integer add/subtract, XO form (primary opcode 31) and D form immediates.
# XO-form mnemonics take an optional `o` (OE=1, bit 21) and `.` (Rc=1, bit 31) suffix.
add 3, 4, 5
add 0, 0, 0
add 31, 31, 31
add 1, 2, 3
add. 3, 4, 5
add. 31, 0, 15
addo 3, 4, 5
addo 0, 31, 1
addo. 3, 4, 5
addo. 12, 13, 14
addc 3, 4, 5
addc. 6, 7, 8
addco 9, 10, 11
addco. 29, 30, 31
adde 3, 4, 5
adde. 16, 17, 18
addeo 19, 20, 21
addeo. 22, 23, 24
addze 3, 4
addze. 5, 6
addzeo 7, 8
addzeo. 9, 10
addme 3, 4
addme. 11, 12
addmeo 13, 14
addmeo. 15, 16
# subf rD, rA, rB computes rB - rA (printed back with the `sub` alias and swapped operands)
subf 3, 4, 5
subf 0, 31, 1
subf. 3, 4, 5
subfo 3, 4, 5
subfo. 25, 26, 27
subfc 3, 4, 5
subfc. 28, 29, 30
subfco 1, 2, 3
subfco. 4, 5, 6
subfe 3, 4, 5
subfe. 7, 8, 9
subfeo 10, 11, 12
subfeo. 13, 14, 15
subfze 3, 4
subfze. 16, 17
subfzeo 18, 19
subfzeo. 20, 21
subfme 3, 4
subfme. 22, 23
subfmeo 24, 25
subfmeo. 26, 27
neg 3, 4
neg 0, 31
neg. 3, 4
neg. 30, 29
nego 3, 4
nego. 3, 4
# addi/addis: rA = 0 means the literal 0 (printed as li/lis, see aliases.s); here rA != 0.
addi 3, 4, 0
addi 3, 4, 1
addi 3, 4, -1
addi 3, 4, 32767
addi 3, 4, -32768
addi 31, 31, 100
addi 1, 1, -16
addi 3, 1, 0
addis 3, 4, 0
addis 3, 4, 1
addis 3, 4, -1
addis 3, 4, 32767
addis 3, 4, -32768
addis 2, 12, 4660
addic 3, 4, 0
addic 3, 4, 1
addic 3, 4, -1
addic 3, 4, 32767
addic 3, 4, -32768
addic 0, 0, 7
addic. 3, 4, 0
addic. 3, 4, -1
addic. 3, 4, 32767
addic. 3, 4, -32768
addic. 31, 1, 42
subfic 3, 4, 0
subfic 3, 4, -1
subfic 3, 4, 32767
subfic 3, 4, -32768
subfic 0, 31, 1
