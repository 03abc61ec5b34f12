export interface Address {
  id: number;
  userId: number;
  label: string | null;
  region: string;
  district: string;
  street: string;
  house: string;
  apartment: string | null;
  /** "moʻljal": a landmark that helps the courier, e.g. "Korzinka yonida". */
  landmark: string | null;
  latitude: number | null;
  longitude: number | null;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}
