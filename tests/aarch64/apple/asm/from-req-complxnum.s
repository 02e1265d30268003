// mattr: +complxnum
fcadd.2d v1, v14, v11, #90
fcadd.2s v7, v1, v1, #90
fcadd.4s v0, v1, v25, #90
fcmla.2d v29, v18, v5, #180
fcmla.2s v5, v11, v21, #270
fcmla.4s v12, v14, v23, #0
fcmla.4s v0, v13, v31[0], #90
