# Forward and backward jumps in 64- and 32-bit forms, gotol, local calls.
	.text
	.globl	entry
entry:
	r6 = r1
	r7 = 0
	w8 = 16
.Lhead:
	if r7 >= 100 goto .Ldone
	if w8 == 0 goto skip
	r7 += 1
	w8 -= 1
	if r7 s< r6 goto .Lhead
	if w8 s> 3 goto .Lhead
skip:
	gotol .Lhead
	goto skip
	call square
	call square
	may_goto .Ldone
	if r7 & 8 goto back
.Ldone:
	r0 = r7
	exit
square:
	r0 = r1
	r0 *= r1
back:
	if r0 != 0 goto +1
	exit
	exit
	goto square
