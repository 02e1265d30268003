# Fixed-point compares. The BF (CR field) operand is optional for cmpw/cmpd/cmplw/cmpld
# and the immediate forms; it defaults to cr0. It can be a number or cr0..cr7.
cmpw 3, 4
cmpw 0, 3, 4
cmpw 1, 3, 4
cmpw 7, 31, 0
cmpw cr0, 3, 4
cmpw cr2, 3, 4
cmpw cr6, 0, 31
cmpd 3, 4
cmpd 0, 5, 6
cmpd 3, 5, 6
cmpd cr5, 3, 4
cmpd 7, 31, 31
cmplw 3, 4
cmplw 0, 7, 8
cmplw 4, 3, 4
cmplw cr7, 3, 4
cmpld 3, 4
cmpld 0, 9, 10
cmpld 6, 3, 4
cmpld cr1, 0, 1
# immediate compares: cmpwi/cmpdi take a signed 16-bit value, cmplwi/cmpldi an unsigned one
cmpwi 3, 0
cmpwi 3, 1
cmpwi 3, -1
cmpwi 3, 32767
cmpwi 3, -32768
cmpwi 0, 3, 10
cmpwi 1, 3, -5
cmpwi cr7, 31, 100
cmpdi 3, 0
cmpdi 3, -1
cmpdi 3, 32767
cmpdi 3, -32768
cmpdi 2, 3, 100
cmpdi cr3, 4, -100
cmplwi 3, 0
cmplwi 3, 1
cmplwi 3, 65535
cmplwi 3, 32768
cmplwi 6, 3, 0
cmplwi cr4, 3, 255
cmpldi 3, 0
cmpldi 3, 65535
cmpldi 4, 3, 1
cmpldi cr5, 31, 4096
# base mnemonics: cmp BF, L, rA, rB (L = 0 word, 1 doubleword) and cmpi/cmpl/cmpli
cmp 0, 0, 3, 4
cmp 0, 1, 3, 4
cmp 7, 1, 3, 4
cmp 3, 0, 3, 4
cmp cr1, 0, 5, 6
cmpi 0, 0, 3, 5
cmpi 0, 1, 3, 5
cmpi 2, 1, 3, -5
cmpi 5, 0, 3, 32767
cmpl 0, 0, 3, 4
cmpl 0, 1, 3, 4
cmpl 4, 1, 3, 4
cmpl 6, 0, 3, 4
cmpli 0, 0, 3, 5
cmpli 0, 1, 3, 5
cmpli 7, 0, 3, 65535
cmpli 1, 1, 3, 0
cmpb 3, 4, 5
