// without pauth-lr: each line is rejected
autia171615
autiasppcr	x8
autiasppc	#-216368
autib171615
autibsppcr	x29
autibsppc	#-228868
pacia171615
paciasppc
pacib171615
pacibsppc
pacnbiasppc
pacnbibsppc
