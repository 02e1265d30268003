// without mops: each line is rejected
cpye	[x19]!, [x29]!, x22!
cpyen	[x27]!, [x7]!, x8!
cpyern	[x6]!, [x12]!, x27!
cpyert	[x11]!, [x17]!, x25!
cpyertn	[x30]!, [x2]!, x9!
cpyertrn	[x20]!, [x2]!, x11!
cpyertwn	[x3]!, [x11]!, x13!
cpyet	[x17]!, [x7]!, xzr!
cpyetn	[x1]!, [x7]!, x13!
cpyetrn	[x20]!, [x23]!, x27!
cpyetwn	[x8]!, [x11]!, x6!
cpyewn	[x24]!, [x28]!, x10!
