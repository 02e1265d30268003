# `.` (the current location) in data (BPF branches take offsets, not
# addresses).
	.text
f:
	r0 = 1
	exit
	.data
d:
	.quad .
	.long .-d
