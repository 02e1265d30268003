// without mops: each line is rejected
cpye	[x16]!, [x12]!, xzr!
cpyen	[x30]!, [x11]!, x13!
cpyern	[x30]!, [x14]!, x22!
cpyert	[x22]!, [x23]!, x24!
cpyertn	[x28]!, [x18]!, x17!
cpyertrn	[x8]!, [x28]!, x30!
cpyertwn	[x9]!, [x24]!, x29!
cpyet	[x16]!, [x20]!, x0!
cpyetn	[x29]!, [x25]!, x28!
cpyetrn	[x13]!, [x21]!, x27!
cpyetwn	[x30]!, [x8]!, x14!
cpyewn	[x10]!, [x1]!, x27!
