# `.` (the current location) in branch targets and data.
	.text
f:
	b .+8
	beq 0, .-4
	bl .+12
	bdnz .-8
	b .
	.long .-f
	.quad .
