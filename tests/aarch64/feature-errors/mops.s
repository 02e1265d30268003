// without mops: each line is rejected
cpye	[x27]!, [x14]!, x17!
cpyen	[x22]!, [x12]!, x11!
cpyern	[x19]!, [x10]!, x17!
cpyert	[x4]!, [x2]!, x10!
cpyertn	[x0]!, [x3]!, x13!
cpyertrn	[x14]!, [x17]!, x18!
cpyertwn	[x16]!, [x3]!, x14!
cpyet	[x13]!, [x2]!, xzr!
cpyetn	[x29]!, [x20]!, x26!
cpyetrn	[x9]!, [x3]!, x5!
cpyetwn	[x13]!, [x19]!, x12!
cpyewn	[x18]!, [x3]!, x26!
