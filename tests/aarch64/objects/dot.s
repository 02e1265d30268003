// `.` (the current location) in branch targets, addresses and data.
	.text
f:
	b .+8
	b.eq .-4
	bl .+16
	cbz x0, .+12
	tbnz w1, #3, .-8
	adr x0, .+16
	ldr x1, .+8
	b .
	.word .-f
	.xword .
