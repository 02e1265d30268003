// without pauth-lr: each line is rejected
autia171615
autiasppcr	x9
autiasppc	#-46084
autib171615
autibsppcr	x17
autibsppc	#-6392
pacia171615
paciasppc
pacib171615
pacibsppc
pacnbiasppc
pacnbibsppc
