// without mops: each line is rejected
cpye	[x16]!, [x13]!, x23!
cpyen	[x11]!, [x24]!, x6!
cpyern	[x3]!, [x7]!, x17!
cpyert	[x29]!, [x6]!, x12!
cpyertn	[x3]!, [x28]!, x27!
cpyertrn	[x20]!, [x1]!, x29!
cpyertwn	[x29]!, [x21]!, x27!
cpyet	[x12]!, [x26]!, x20!
cpyetn	[x17]!, [x25]!, x21!
cpyetrn	[x2]!, [x9]!, x16!
cpyetwn	[x11]!, [x12]!, x4!
cpyewn	[x7]!, [x30]!, x15!
