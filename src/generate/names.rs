//! The built-in list of savanna places that generated regions are named from.

/// Names of savanna places, all different, more than the 60 regions a generated board may have.
/// A generated board takes its names from a shuffle of this list (so they are unique).
pub const PLACES: &[&str] = &[
    "Oasis",
    "Baobab",
    "Kopje",
    "Waterhole",
    "Acacia Grove",
    "Salt Pan",
    "Termite Hill",
    "Long Grass",
    "Marsh",
    "Dunes",
    "Gully",
    "Riverbed",
    "Thornveld",
    "Mopane Woods",
    "Red Cliffs",
    "Dry Wash",
    "Fever Trees",
    "Reed Beds",
    "Hippo Pool",
    "Elephant Walk",
    "Lion Rock",
    "Jackal Hollow",
    "Sand River",
    "Granite Dome",
    "Wild Fig",
    "Marula Flats",
    "Ostrich Plain",
    "Zebra Flats",
    "Buffalo Wallow",
    "Hyena Den",
    "Vulture Ridge",
    "Sunset Koppie",
    "Ironwood",
    "Sausage Tree",
    "Ilala Palms",
    "Flood Plain",
    "Oxbow Lake",
    "Mud Springs",
    "Hot Springs",
    "Crater Rim",
    "Ash Flats",
    "Lava Field",
    "Tamarind",
    "Sycamore Fig",
    "Euphorbia Hill",
    "Aloe Slope",
    "Stony Ridge",
    "Weaver Trees",
    "Aardvark Holes",
    "Porcupine Rocks",
    "Dik-dik Thicket",
    "Impala Lawn",
    "Kudu Thicket",
    "Giraffe Browse",
    "Rhino Midden",
    "Warthog Wallow",
    "Guineafowl Scrub",
    "Eagle Crag",
    "Red Dunes",
    "White Sands",
    "Crocodile Bank",
    "Lily Pond",
    "Papyrus Swamp",
    "Salt Lick",
    "Old Boma",
    "Dry Lake",
    "Rain Pool",
    "Wind Gap",
    "Lone Tree",
    "Quiver Trees",
];

#[cfg(test)]
mod tests {
    use super::PLACES;

    #[test]
    fn places_are_unique_and_enough() {
        let mut v: Vec<&str> = PLACES.to_vec();
        v.sort_unstable();
        v.dedup();
        assert_eq!(v.len(), PLACES.len(), "a place is listed twice");
        assert!(PLACES.len() >= super::super::MAX_REGIONS as usize);
    }
}
