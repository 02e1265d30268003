// without mops: each line is rejected
cpye	[x6]!, [x20]!, x25!
cpyen	[x28]!, [x29]!, x5!
cpyern	[x15]!, [x5]!, x25!
cpyert	[x21]!, [x2]!, x23!
cpyertn	[x7]!, [x27]!, x4!
cpyertrn	[x27]!, [x10]!, x16!
cpyertwn	[x22]!, [x15]!, x9!
cpyet	[x14]!, [x4]!, x30!
cpyetn	[x7]!, [x21]!, x27!
cpyetrn	[x12]!, [x16]!, x5!
cpyetwn	[x22]!, [x24]!, x29!
cpyewn	[x17]!, [x21]!, x9!
